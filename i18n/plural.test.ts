import { describe, expect, it } from 'vitest'
import de from './de/listing.json'
import deShop from './de/shop.json'
import en from './en/listing.json'
import { translator } from './index'
import { pluralOf } from './plural'

describe('plural forms', () => {
  it('is singular for exactly one, in German and English', () => {
    expect([0, 1, 2, 24].map((n) => pluralOf('de', n))).toEqual(['other', 'one', 'other', 'other'])
    expect([0, 1, 1.5, 25].map((n) => pluralOf('en', n))).toEqual(['other', 'one', 'other', 'other'])
  })

  it("reads '1 Ergebnis' and '{n} Ergebnisse' for other counts", () => {
    const t = translator('de', { ...deShop, ...de })
    const group = (count: number) => t(`search.palette.groupFor.${pluralOf('de', count)}`, { query: 'ring', count })
    expect(group(1)).toBe('Produkte für "ring" (1 Ergebnis)')
    expect(group(12)).toBe('Produkte für "ring" (12 Ergebnisse)')
    expect(t(`listing.productCount.${pluralOf('de', 1)}`, { count: 1 })).toBe('1 Produkt')
    const tEn = translator('en', en)
    expect(tEn(`search.palette.count.${pluralOf('en', 1)}`, { count: 1 })).toBe('1 result')
    expect(tEn(`search.palette.count.${pluralOf('en', 3)}`, { count: 3 })).toBe('3 results')
  })
})
