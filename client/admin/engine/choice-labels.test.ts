import { describe, expect, it } from 'vitest'
import { namedChoicesMatching, toChoices } from './choice-labels'
import type { Reference } from './resource'

const profiles: Reference = {
  name: 'shipping-profiles',
  path: '/admin/shipping-profiles',
  listKey: 'shipping_profiles',
  label: 'name',
  namedInBothLanguages: true,
}
const tags: Reference = { name: 'product-tags', path: '/admin/product-tags', listKey: 'product_tags', label: 'value' }

describe('a reference as choices', () => {
  it('names a thing the shop names in both languages in the staff language, the German name where no English one is kept', () => {
    const rows = [
      { id: 'sp_1', name: 'Schmuck', metadata: { name_en: 'Jewellery' } },
      { id: 'sp_2', name: 'Werttransport', metadata: null },
    ]
    expect(toChoices(profiles, rows, 'en')).toEqual([
      { value: 'sp_1', label: 'Jewellery' },
      { value: 'sp_2', label: 'Werttransport' },
    ])
    expect(toChoices(profiles, rows, 'de').map((choice) => choice.label)).toEqual(['Schmuck', 'Werttransport'])
  })

  it('names any other reference by its label field, by its id without one', () => {
    expect(toChoices(tags, [{ id: 'ptag_1', value: 'Verlobung', metadata: { name_en: 'Engagement' } }, { id: 'ptag_2' }], 'en')).toEqual([
      { value: 'ptag_1', label: 'Verlobung' },
      { value: 'ptag_2', label: 'ptag_2' },
    ])
  })

  it('matches what staff typed against both names of a thing named in both languages, and shows it in the staff language', () => {
    const rows = [
      { id: 'sloc_1', name: 'Ladengeschäft', metadata: { name_en: 'Shop' } },
      { id: 'sloc_2', name: 'Tresor Werkstatt', metadata: { name_en: 'Workshop vault' } },
      { id: 'sloc_3', name: 'Lager', metadata: null },
    ]
    expect(namedChoicesMatching(profiles, rows, 'shop', 'en')).toEqual([
      { value: 'sloc_1', label: 'Shop' },
      { value: 'sloc_2', label: 'Workshop vault' },
    ])
    expect(namedChoicesMatching(profiles, rows, 'laden', 'en')).toEqual([{ value: 'sloc_1', label: 'Shop' }])
    expect(namedChoicesMatching(profiles, rows, 'tresor vault', 'de')).toEqual([{ value: 'sloc_2', label: 'Tresor Werkstatt' }])
    expect(namedChoicesMatching(profiles, rows, 'lager', 'en')).toEqual([{ value: 'sloc_3', label: 'Lager' }])
    expect(namedChoicesMatching(profiles, rows, 'keller', 'de')).toEqual([])
  })
})
