import { describe, expect, it } from 'vitest'
import { regionPaymentProviders, sameProviders } from './region-payment-providers'

const KEYS = { STRIPE_API_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }
const BANK = 'pp_bank-transfer_bank-transfer'
const CARD = 'pp_stripe_stripe'
const PAYPAL = 'pp_stripe-paypal_stripe'

describe("a region's payment providers", () => {
  it('are bank transfer alone without Stripe keys, taking back card and PayPal linked before', () => {
    expect(regionPaymentProviders([], {})).toEqual([BANK])
    expect(regionPaymentProviders([BANK, CARD, PAYPAL], {})).toEqual([BANK])
  })

  it('are bank transfer, PayPal and card with the keys, each once', () => {
    expect(regionPaymentProviders([], KEYS)).toEqual([BANK, PAYPAL, CARD])
    expect(sameProviders(regionPaymentProviders([CARD, BANK], KEYS), [BANK, CARD, PAYPAL])).toBe(true)
  })

  it('keep a provider staff linked themselves', () => {
    expect(regionPaymentProviders(['pp_system_default'], {})).toEqual(['pp_system_default', BANK])
  })

  it('compare as sets', () => {
    expect(sameProviders([BANK, CARD], [CARD, BANK])).toBe(true)
    expect(sameProviders([BANK], [BANK, CARD])).toBe(false)
  })
})
