import { describe, expect, it } from 'vitest'
import type { Cart } from '../cart/cart-state'
import { cartChanges } from './cart-changes'

type Shape = { total: number; items?: { id: string; unit_price: number }[]; promotions?: { code?: string }[]; discount_total?: number; shipping_total?: number }
const cart = ({ items = [], promotions = [], discount_total = 0, shipping_total = 0, total }: Shape) =>
  ({ total, items, promotions, discount_total, shipping_total, currency_code: 'eur' }) as unknown as Cart

const ring = { id: 'line_ring', unit_price: 4800 }
const chain = { id: 'line_chain', unit_price: 390 }

describe('what changed since the shopper confirmed the total', () => {
  it('nothing, when the total is the same', () => {
    expect(cartChanges(cart({ total: 5190, items: [ring, chain] }), cart({ total: 5190, items: [ring, chain] }))).toBeNull()
  })
  it('nothing for rounding below half a cent', () => {
    expect(cartChanges(cart({ total: 4033.61 }), cart({ total: 4033.6149 }))).toBeNull()
  })
  it('the price of a line and the new total', () => {
    const changes = cartChanges(cart({ total: 5190, items: [ring, chain] }), cart({ total: 5240, items: [{ ...ring, unit_price: 4850 }, chain] }))
    expect(changes).toEqual({
      total: { before: 5190, after: 5240 },
      prices: [{ lineId: 'line_ring', unitPrice: { before: 4800, after: 4850 } }],
      promotionsGone: [],
      discount: null,
      shipping: null,
    })
  })
  it('a promotion that no longer applies, with the discount it took along', () => {
    const shown = cart({ total: 4700, items: [ring], promotions: [{ code: 'HERBST100' }], discount_total: 100 })
    const now = cart({ total: 4800, items: [ring], promotions: [] })
    expect(cartChanges(shown, now)).toMatchObject({
      total: { before: 4700, after: 4800 },
      prices: [],
      promotionsGone: ['HERBST100'],
      discount: { before: 100, after: 0 },
    })
  })
  it('shipping that costs something else now', () => {
    expect(
      cartChanges(cart({ total: 4814.9, items: [ring], shipping_total: 14.9 }), cart({ total: 4889, items: [ring], shipping_total: 89 }))?.shipping,
    ).toEqual({ before: 14.9, after: 89 })
  })
  it('ignores lines that are not in both carts (their amounts are in the total)', () => {
    expect(cartChanges(cart({ total: 5190, items: [ring, chain] }), cart({ total: 390, items: [chain] }))?.prices).toEqual([])
  })
})
