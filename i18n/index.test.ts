import { describe, expect, it } from 'vitest'
import { dictionaries, dictionaryParts, keysOf, textsFor } from './dictionaries'
import { translator } from './index'
import { TEXT_PARTS } from './parts'

const { de, en } = dictionaries

describe('dictionaries', () => {
  it('have identical key sets in German and English, part by part', () => {
    for (const part of TEXT_PARTS) expect(keysOf(dictionaryParts.en[part]).sort(), part).toEqual(keysOf(dictionaryParts.de[part]).sort())
  })

  it('keep each section in one part only', () => {
    const sections = TEXT_PARTS.flatMap((part) => Object.keys(dictionaryParts.de[part]))
    expect(new Set(sections).size).toBe(sections.length)
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
    for (const key of keysOf(de)) {
      const read = (d: object) => key.split('.').reduce<any>((node, part) => node[part], d)
      expect(placeholders(read(en)), key).toEqual(placeholders(read(de)))
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

  it('learns the texts of another part later, and shows the key of a text it lacks', () => {
    const t = translator('de', textsFor('de', ['shop']))
    expect(t('checkout.title')).toBe('checkout.title')
    t.add(dictionaryParts.de.checkout)
    expect(t('checkout.title')).toBe(de.checkout.title)
    expect(t('header.search')).toBe('Shop durchsuchen')
  })

  it('leaves the dictionaries it is given untouched', () => {
    const shop = dictionaryParts.de.shop
    translator('de', shop).add(dictionaryParts.de.checkout)
    expect('checkout' in shop).toBe(false)
  })
})
