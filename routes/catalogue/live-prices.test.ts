import { describe, expect, it } from 'vitest'
import type { ProductVariant } from '../api-types'
import { cheapestOf, withPrices } from './live-prices'

const eur = (amount: number) => ({ amount, currency_code: 'eur' })
const variant = (id: string, amount: number): ProductVariant =>
  ({
    id,
    title: id,
    sku: null,
    options: {},
    price: eur(amount),
    original_price: null,
    in_stock: true,
    stock: { status: 'in_stock', quantity: 3 },
    material: null,
    images: [],
  }) as ProductVariant

describe("a signed-in customer's prices on the product page", () => {
  const variants = [variant('v1', 4800), variant('v2', 4900)]
  it("replace the page's prices of the variants they name", () => {
    const shown = withPrices(variants, { v1: { price: eur(4080), original_price: eur(4800) } })
    expect(shown.map((v) => [v.price?.amount, v.original_price?.amount ?? null])).toEqual([
      [4080, 4800],
      [4900, null],
    ])
    expect(withPrices(variants, null)).toBe(variants)
  })
  it('give the price before a variant is chosen: the cheapest, with its original, "from" when they differ', () => {
    expect(cheapestOf(withPrices(variants, { v2: { price: eur(4000), original_price: eur(4900) } }))).toEqual({
      price: eur(4000),
      original_price: eur(4900),
      price_varies: true,
    })
    expect(cheapestOf([variant('v1', 100), variant('v2', 100)])).toEqual({ price: eur(100), original_price: null, price_varies: false })
  })
})
