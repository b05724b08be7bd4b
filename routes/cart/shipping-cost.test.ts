import { describe, expect, it } from 'vitest'
import { needsShipping, offersKey, shippingCost, totalsWithShipping } from './shipping-cost'

const method = { id: 'casm_1', name: 'Versicherter Versand' } as never

describe('shippingCost', () => {
  it("is the chosen method's amount, free included", () => {
    expect(shippingCost({ shipping_methods: [method], shipping_total: 29 }, undefined)).toEqual({ kind: 'method', amount: 29 })
    expect(shippingCost({ shipping_methods: [method], shipping_total: 0 }, null)).toEqual({ kind: 'method', amount: 0 })
  })

  it('is what the offered options cost before a method is chosen: the one amount, or the cheapest as "from"', () => {
    expect(shippingCost({ shipping_methods: [], shipping_total: 0 }, [{ amount: 0 }])).toEqual({ kind: 'offered', amount: 0, from: false })
    expect(shippingCost({ shipping_methods: [], shipping_total: 0 }, [{ amount: 49 }, { amount: 49 }])).toEqual({ kind: 'offered', amount: 49, from: false })
    expect(shippingCost({ shipping_methods: [], shipping_total: 0 }, [{ amount: 180 }, { amount: 49 }])).toEqual({ kind: 'offered', amount: 49, from: true })
  })

  it('waits while the options are asked, and says "at checkout" only when nothing can be known', () => {
    expect(shippingCost({ shipping_methods: [], shipping_total: 0 }, undefined)).toEqual({ kind: 'pending' })
    expect(shippingCost({ shipping_methods: [], shipping_total: 0 }, null)).toEqual({ kind: 'atCheckout' })
    expect(shippingCost({ shipping_methods: [], shipping_total: 0 }, [])).toEqual({ kind: 'atCheckout' })
  })
})

describe('a cart of gift cards alone', () => {
  const card = { requires_shipping: false } as never
  const piece = { requires_shipping: true } as never
  it('ships nothing: no options asked, shipping free', () => {
    expect(needsShipping({ items: [card] })).toBe(false)
    expect(needsShipping({ items: [card, piece] })).toBe(true)
    expect(needsShipping({ items: [] })).toBe(true)
    expect(shippingCost({ shipping_methods: [], shipping_total: 0, items: [card] }, undefined)).toEqual({ kind: 'method', amount: 0 })
    expect(offersKey({ id: 'cart_1', item_total: 100, shipping_methods: [], items: [card], shipping_address: { country_code: 'de' } })).toBeNull()
  })
})

describe('offersKey', () => {
  it('asks again when the country or the value changes, never with a method chosen or without a country', () => {
    const cart = { id: 'cart_1', item_total: 1290, shipping_methods: [], shipping_address: { country_code: 'de' } }
    expect(offersKey(cart)).toBe('cart_1:de:1290')
    expect(offersKey({ ...cart, item_total: 5290 })).toBe('cart_1:de:5290')
    expect(offersKey({ ...cart, shipping_address: { country_code: 'at' } })).toBe('cart_1:at:1290')
    expect(offersKey({ ...cart, shipping_methods: [method] })).toBeNull()
    expect(offersKey({ ...cart, shipping_address: null })).toBeNull()
  })
})

describe('totalsWithShipping', () => {
  const cart = { total: 1190, tax_total: 198.33 }
  it("adds an offered option's amount to the total, and its VAT share at the cart's rate", () => {
    const austria = totalsWithShipping({ total: 1190, tax_total: 198.333333 }, { kind: 'offered', amount: 14.9, from: false }, 20)
    expect(austria.total).toBeCloseTo(1204.9, 6)
    // 198.3333 + 2.4833, rounded once when shown: 200.82 as Medusa's order will say, not 198.33 + 2.48
    expect(austria.tax).toBeCloseTo(200.816666, 5)
    // an export: no VAT on it
    expect(totalsWithShipping({ total: 1190, tax_total: 0 }, { kind: 'offered', amount: 39, from: false }, null)).toEqual({ total: 1229, tax: 0 })
  })

  it("leaves Medusa's totals alone for free shipping, a 'from' amount, or nothing known", () => {
    expect(totalsWithShipping(cart, { kind: 'offered', amount: 0, from: false }, 19)).toEqual({ total: 1190, tax: 198.33 })
    expect(totalsWithShipping(cart, { kind: 'offered', amount: 49, from: true }, 19)).toEqual({ total: 1190, tax: 198.33 })
    expect(totalsWithShipping(cart, { kind: 'pending' }, 19)).toEqual({ total: 1190, tax: 198.33 })
    // a chosen method is in Medusa's totals already
    expect(totalsWithShipping(cart, { kind: 'method', amount: 14.9 }, 20)).toEqual({ total: 1190, tax: 198.33 })
    expect(totalsWithShipping(cart, { kind: 'atCheckout' }, 19)).toEqual({ total: 1190, tax: 198.33 })
  })
})
