import { describe, expect, it } from 'vitest'
import { customsOf } from './fulfilment-customs'

const customs = {
  currency_code: 'chf',
  lines: [{ line_item_id: 'ordli_1', hs_code: '7113.19', origin_country: 'de', mid_code: null, material: 'Gold 750', quantity: 1, weight: 6.2, value: 1890 }],
  total_value: 1890,
  total_weight: 6.2,
}

describe('customsOf', () => {
  it('reads the declaration a parcel leaving the EU carries', () => {
    expect(customsOf({ customs, other: 1 })).toEqual(customs)
  })

  it('is null for a parcel within the EU and for data of another shape', () => {
    expect(customsOf(null)).toBeNull()
    expect(customsOf({})).toBeNull()
    expect(customsOf({ customs: { ...customs, lines: [{ line_item_id: 'ordli_1' }] } })).toBeNull()
  })
})
