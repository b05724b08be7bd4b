import { describe, expect, it } from 'vitest'
import type { Cart } from '../cart/cart-state'
import { completedSteps, firstOpenStep, stepForPath } from './progress'

const address = { first_name: 'Anna', address_1: 'Hauptstraße 1', country_code: 'de' }
const cart = (fields: Partial<Cart>) => ({ id: 'cart_1', items: [], ...fields }) as unknown as Cart

describe('checkout progress', () => {
  it('opens at the first step the cart does not satisfy yet', () => {
    expect(firstOpenStep(cart({}))).toBe('personal')
    expect(firstOpenStep(cart({ email: 'a@b.de' }))).toBe('addresses')
    expect(firstOpenStep(cart({ email: 'a@b.de', shipping_address: address, billing_address: address } as Partial<Cart>))).toBe('shipping')
    const withShipping = { email: 'a@b.de', shipping_address: address, billing_address: address, shipping_methods: [{ id: 'sm' }] } as Partial<Cart>
    expect(firstOpenStep(cart(withShipping))).toBe('payment')
    const paid = { ...withShipping, payment_collection: { payment_sessions: [{ status: 'pending' }] } } as Partial<Cart>
    expect(firstOpenStep(cart(paid))).toBe('review')
    expect(completedSteps(cart(paid)).review).toBe(false)
  })

  it('counts a card or PayPal payment as chosen only once its details were given in this page', () => {
    const shipped = { email: 'a@b.de', shipping_address: address, billing_address: address, shipping_methods: [{ id: 'sm' }] } as Partial<Cart>
    const card = cart({ ...shipped, payment_collection: { payment_sessions: [{ status: 'pending', provider_id: 'pp_stripe_stripe' }] } } as Partial<Cart>)
    // after a reload the cart still has the Stripe session, but the card number lives in Stripe's form only
    expect(firstOpenStep(card)).toBe('payment')
    expect(stepForPath('/de/checkout/review', card)).toBe('payment')
    expect(firstOpenStep(card, 'pp_stripe-paypal_stripe')).toBe('payment')
    expect(firstOpenStep(card, 'pp_stripe_stripe')).toBe('review')
    const bank = cart({
      ...shipped,
      payment_collection: { payment_sessions: [{ status: 'pending', provider_id: 'pp_bank-transfer_bank-transfer' }] },
    } as Partial<Cart>)
    expect(firstOpenStep(bank)).toBe('review')
  })

  it('never lets a later step be reached before the ones in front of it', () => {
    expect(stepForPath('/de/checkout/review', cart({}))).toBe('personal')
    const ready = cart({ email: 'a@b.de', shipping_address: address, billing_address: address, shipping_methods: [{ id: 'sm' }] } as Partial<Cart>)
    expect(stepForPath('/de/checkout/details', ready)).toBe('shipping')
    expect(stepForPath('/de/checkout', ready)).toBe('payment')
  })

  it('needs no shipping method for gift cards alone, and no payment for a total of 0', () => {
    const card = { id: 'item_1', requires_shipping: false }
    const addressed = { email: 'a@b.de', shipping_address: address, billing_address: address, total: 100, items: [card] } as Partial<Cart>
    expect(firstOpenStep(cart(addressed))).toBe('payment')
    expect(firstOpenStep(cart({ ...addressed, items: [card, { id: 'item_2', requires_shipping: true }] } as Partial<Cart>))).toBe('shipping')
    const paidByCard = { ...addressed, items: [{ id: 'item_2', requires_shipping: true }], shipping_methods: [{ id: 'sm' }], total: 0 } as Partial<Cart>
    expect(firstOpenStep(cart(paidByCard))).toBe('review')
  })
})
