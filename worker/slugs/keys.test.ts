import { describe, expect, it } from 'vitest'
import { slugChanges, slugEntries, slugKey } from './keys'

describe('slug keys', () => {
  it('formats type:locale:slug', () => {
    expect(slugKey('product', 'de', 'ring-gold')).toBe('product:de:ring-gold')
  })
  it('writes both directions for every kind and skips incomplete rows', () => {
    expect(
      slugEntries([
        { type: 'product', de: 'ring-gold', en: 'gold-ring' },
        { type: 'category', de: 'ringe', en: 'rings' },
        { type: 'collection', de: 'neuigkeiten', en: 'new-arrivals' },
        { type: 'product', de: 'ohne-englisch', en: null },
        { type: 'video', de: 'a', en: 'b' },
      ]),
    ).toEqual({
      'product:de:ring-gold': 'gold-ring',
      'product:en:gold-ring': 'ring-gold',
      'category:de:ringe': 'rings',
      'category:en:rings': 'ringe',
      'collection:de:neuigkeiten': 'new-arrivals',
      'collection:en:new-arrivals': 'neuigkeiten',
    })
  })
  it('writes only changes and deletes what disappeared', () => {
    const previous = { 'product:de:a': 'x', 'product:en:x': 'a', 'product:de:old': 'gone' }
    const next = { 'product:de:a': 'y', 'product:en:y': 'a', 'product:en:x': 'a' }
    expect(slugChanges(previous, next)).toEqual({
      put: [
        ['product:de:a', 'y'],
        ['product:en:y', 'a'],
      ],
      remove: ['product:de:old'],
    })
  })
})
