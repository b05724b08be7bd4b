import { describe, expect, it } from 'vitest'
import de from './admin.de.json'
import en from './admin.en.json'

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}
const read = (dictionary: object, key: string) => key.split('.').reduce<any>((node, part) => node[part], dictionary)

describe('back-office dictionaries', () => {
  it('have identical key sets in German and English', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(de).sort())
  })
  it('have no empty texts', () => {
    for (const dictionary of [de, en]) {
      for (const key of keysOf(dictionary)) expect(String(read(dictionary, key)).trim().length > 0, key).toBe(true)
    }
  })
  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\{?\s*\w+\s*\}\}?/g) ?? []).sort()
    for (const key of keysOf(de)) expect(placeholders(read(en, key)), key).toEqual(placeholders(read(de, key)))
  })
  it('carry the generic texts of the interface (tables, palette, pickers) in English', () => {
    expect(Object.values(en.generic)).toEqual(
      expect.arrayContaining([
        'No matching data',
        'No data',
        'Type a command or search...',
        'Create "{{label}}"',
        'Search...',
        'Previous year',
        'Next year',
        'Previous month',
        'Next month',
        'Increment',
        'Decrement',
        'Prev',
        'Next',
        'Go to slide {{slide}}',
      ]),
    )
    expect(en.notifications.label).toBe('Notification')
    expect(en.notifications.close).toBe('Close')
  })
})
