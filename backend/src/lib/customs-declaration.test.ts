import { describe, expect, it } from 'vitest'
import { customsLines, needsCustomsDeclaration } from './customs-declaration'

describe('needsCustomsDeclaration', () => {
  it('is true for a parcel leaving the EU (Switzerland, the UK, the US) and false within it', () => {
    expect(['ch', 'gb', 'us', 'US'].map(needsCustomsDeclaration)).toEqual([true, true, true, true])
    expect(['de', 'at', 'fr', null, undefined, ''].map(needsCustomsDeclaration)).toEqual([false, false, false, false, false, false])
  })
})

describe('customsLines', () => {
  const item = {
    id: 'item_1',
    quantity: 3,
    total: 1500,
    variant: { hs_code: ' 7113.19 ', origin_country: 'IT', weight: 2.5, material: '' },
    product: { metadata: { material: 'silver' } },
  }
  it('reads the variant, names the product’s material when the variant has none, and counts the pieces of a parcel', () => {
    expect(customsLines([item], 'de')).toEqual([
      { line_item_id: 'item_1', hs_code: '7113.19', origin_country: 'it', mid_code: null, material: 'Silber', quantity: 3, weight: 7.5, value: 1500 },
    ])
    expect(customsLines([item], 'en', new Map([['item_1', 1]]))).toEqual([
      { line_item_id: 'item_1', hs_code: '7113.19', origin_country: 'it', mid_code: null, material: 'Silver', quantity: 1, weight: 2.5, value: 500 },
    ])
    expect(customsLines([item], 'en', new Map())).toEqual([])
  })
  it('leaves what is missing empty and values a line by its unit price when no total was read', () => {
    // a workflow reads Medusa's big numbers as objects
    expect(
      customsLines([{ id: 'item_3', quantity: { value: '2', precision: 20 } as never, total: { value: '1280', precision: 20 } as never }], 'en')[0],
    ).toMatchObject({ quantity: 2, value: 1280 })
    expect(customsLines([{ id: 'item_2', quantity: '2', unit_price: '99.5', variant: null }], 'en')).toEqual([
      { line_item_id: 'item_2', hs_code: null, origin_country: null, mid_code: null, material: null, quantity: 2, weight: null, value: 199 },
    ])
  })
})
