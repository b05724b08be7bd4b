import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Cart } from './cart-state'
import { promotionCodes } from './promotion-codes'

const cartWith = (promotions: unknown) => ({ id: 'cart_1', promotions }) as unknown as Cart

describe('promotionCodes', () => {
  it('skips the empty entry a promotion staff deleted leaves on the cart', () => {
    expect(promotionCodes(cartWith([{ code: 'GOLD10' }, null, { code: null }, {}]))).toEqual(['GOLD10'])
    expect(promotionCodes(cartWith(null))).toEqual([])
    expect(promotionCodes(null)).toEqual([])
  })

  it('never fails and keeps exactly the non-empty codes, in order, whatever the entries', () => {
    const entry = fc.oneof(fc.constant(null), fc.record({ code: fc.option(fc.string(), { nil: null }) }, { requiredKeys: [] }))
    fc.assert(
      fc.property(fc.array(entry), (entries) => {
        const expected = entries.flatMap((promotion) => (promotion?.code ? [promotion.code] : []))
        expect(promotionCodes(cartWith(entries))).toEqual(expected)
      }),
    )
  })
})
