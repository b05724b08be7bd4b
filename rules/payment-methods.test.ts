import { describe, expect, it } from 'vitest'
import { offeredProviders, orderPaymentMethod, PAYMENT_PROVIDER_IDS, paymentMethodOf, paymentMethodsOf } from './payment-methods'

const { bank_transfer: BANK, card: CARD, paypal: PAYPAL } = PAYMENT_PROVIDER_IDS

describe('payment methods of providers', () => {
  it('names each provider the shop registers, and nothing else', () => {
    expect(paymentMethodOf('pp_bank-transfer_bank-transfer')).toBe('bank_transfer')
    expect(paymentMethodOf('pp_stripe_stripe')).toBe('card')
    expect(paymentMethodOf('pp_stripe-paypal_stripe')).toBe('paypal')
    // other Stripe services of Medusa's package (not registered by the shop) and look-alikes are not methods
    for (const id of ['pp_stripe-ideal_stripe', 'pp_system_default', 'stripe', 'pp_paypal_paypal', '', null, undefined]) expect(paymentMethodOf(id)).toBeNull()
  })

  it("lists a region's methods once each, in the shop's order, whatever order Medusa gives", () => {
    expect(paymentMethodsOf([CARD, BANK, PAYPAL, CARD])).toEqual(['bank_transfer', 'paypal', 'card'])
    expect(paymentMethodsOf([BANK])).toEqual(['bank_transfer'])
    expect(paymentMethodsOf(['pp_system_default', CARD])).toEqual(['card'])
    expect(paymentMethodsOf([])).toEqual([])
  })

  it("offers Stripe's methods only when the browser can load Stripe (a publishable key)", () => {
    expect(offeredProviders([CARD, PAYPAL, BANK], { stripe: true })).toEqual([BANK, PAYPAL, CARD])
    expect(offeredProviders([CARD, PAYPAL, BANK], { stripe: false })).toEqual([BANK])
    expect(offeredProviders([BANK], { stripe: true })).toEqual([BANK])
    expect(offeredProviders(['pp_system_default'], { stripe: true })).toEqual([])
  })

  it('states how an order is paid: its known method; booked by hand or not paid yet (a converted draft) is a transfer', () => {
    expect(orderPaymentMethod([CARD])).toBe('card')
    expect(orderPaymentMethod(['pp_system_default', PAYPAL])).toBe('paypal')
    expect(orderPaymentMethod([BANK])).toBe('bank_transfer')
    expect(orderPaymentMethod(['pp_system_default'])).toBe('bank_transfer')
    expect(orderPaymentMethod([])).toBe('bank_transfer')
    expect(orderPaymentMethod(['pp_unknown_provider'])).toBeNull()
  })
})
