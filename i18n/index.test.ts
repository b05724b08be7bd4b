import { describe, expect, it } from 'vitest'
import de from './de.json'
import en from './en.json'
import { loadDictionary, translator } from './index'

const dictionaries = { de, en }

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

describe('dictionaries', () => {
  it('have identical key sets in German and English', () => {
    expect(keysOf(dictionaries.en).sort()).toEqual(keysOf(dictionaries.de).sort())
  })

  it('have no empty texts', () => {
    for (const dictionary of Object.values(dictionaries)) {
      for (const key of keysOf(dictionary)) {
        const text = key.split('.').reduce<any>((node, part) => node[part], dictionary)
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true)
      }
    }
  })

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort()
    for (const key of keysOf(dictionaries.de)) {
      const read = (d: object) => key.split('.').reduce<any>((node, part) => node[part], d)
      expect(placeholders(read(dictionaries.en)), key).toEqual(placeholders(read(dictionaries.de)))
    }
  })
})

describe('translator', () => {
  it('interpolates parameters in the requested language', () => {
    expect(translator('en', en)('error.notFound', { path: '/us/nope' })).toBe('Page Not Found: /us/nope')
    expect(translator('de', de)('header.search')).toBe('Shop durchsuchen')
    expect(translator('en', en)('header.search')).toBe('Search the shop')
    expect(translator('de', de)('notification.close')).toBe('Schließen')
  })

  it('loads one language on demand', async () => {
    expect(await loadDictionary('en')).toEqual(en)
  })
})
