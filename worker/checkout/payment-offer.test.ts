import { describe, expect, it } from 'vitest'
import { paymentOffer } from './payment-offer'

const BANK = 'pp_bank-transfer_bank-transfer'
const CARD = 'pp_stripe_stripe'
const PAYPAL = 'pp_stripe-paypal_stripe'
const KEY = 'pk_test_51AbcDef'

describe('paymentOffer', () => {
  it('offers and promises bank transfer only in a shop without Stripe', () => {
    expect(paymentOffer({ payment_providers: [BANK] }, {})).toEqual({ providers: [BANK], methods: ['bank_transfer'], stripe_publishable_key: null })
    expect(paymentOffer({ payment_providers: [BANK] }, { STRIPE_PUBLISHABLE_KEY: KEY })).toEqual({
      providers: [BANK],
      methods: ['bank_transfer'],
      stripe_publishable_key: null,
    })
  })

  it('leaves out card and PayPal without a publishable key for the browser, even when the region has them', () => {
    for (const key of [undefined, '', 'sk_live_secret', 'pk_test_', 'pk_test_x"><script>']) {
      expect(paymentOffer({ payment_providers: [CARD, BANK, PAYPAL] }, { STRIPE_PUBLISHABLE_KEY: key })).toEqual({
        providers: [BANK],
        methods: ['bank_transfer'],
        stripe_publishable_key: null,
      })
    }
  })

  it('offers what the region has, in the shop order, with the key', () => {
    expect(paymentOffer({ payment_providers: [CARD, BANK, PAYPAL] }, { STRIPE_PUBLISHABLE_KEY: ` ${KEY} ` })).toEqual({
      providers: [BANK, PAYPAL, CARD],
      methods: ['bank_transfer', 'paypal', 'card'],
      stripe_publishable_key: KEY,
    })
    expect(paymentOffer({ payment_providers: [CARD] }, { STRIPE_PUBLISHABLE_KEY: KEY }).methods).toEqual(['card'])
  })

  it('offers nothing for no region, or a region whose providers are unknown', () => {
    expect(paymentOffer(null, { STRIPE_PUBLISHABLE_KEY: KEY })).toEqual({ providers: [], methods: [], stripe_publishable_key: null })
    expect(paymentOffer({}, {}).providers).toEqual([])
  })
})
