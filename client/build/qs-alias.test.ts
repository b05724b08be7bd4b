import qs from 'qs'
import { stringify } from 'qs-esm'
import { describe, expect, it } from 'vitest'

// vite.config.ts resolves the js-sdk's `qs` to qs-esm in the shop's bundle: the sdk calls only
// `stringify(query, { skipNulls: true })`, which must give the very same query strings.
describe('qs-esm in place of qs for the js-sdk', () => {
  const queries = [
    { fields: 'id,display_id,*items', limit: 10, offset: 20, order: '-created_at' },
    { region_id: 'reg_1', fields: '+variants.inventory_quantity', q: 'Ring ä ö & co', handle: ['a', 'b'], none: null, unset: undefined },
    { nested: { a: [1, 2], b: { c: 'd' } }, date: new Date(0), empty: [], yes: true, id: ['variant_1', 'variant_2'] },
  ]
  it.each(queries)('stringifies %j the same', (query) => {
    expect(stringify(query, { skipNulls: true })).toBe(qs.stringify(query, { skipNulls: true }))
  })
})
