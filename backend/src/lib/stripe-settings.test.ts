import { describe, expect, it } from 'vitest'
import { stripePaymentProviders, stripeProductionProblems, stripeSettings } from './stripe-settings'

const KEYS = { STRIPE_API_KEY: 'sk_test_51Abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }

describe("Stripe's payment providers", () => {
  it('registers none without keys: the shop takes bank transfers only', () => {
    expect(stripePaymentProviders({})).toEqual([])
    expect(stripePaymentProviders({ STRIPE_API_KEY: '', STRIPE_WEBHOOK_SECRET: ' ' })).toEqual([])
    expect(stripeSettings({})).toBeNull()
  })

  it("registers the shop's Stripe module with both keys, capturing by hand", () => {
    expect(stripePaymentProviders(KEYS)).toEqual([
      {
        resolve: './src/modules/stripe-payments',
        id: 'stripe',
        options: { apiKey: 'sk_test_51Abc', webhookSecret: 'whsec_abc123', capture: false },
      },
    ])
    expect(stripeSettings({ STRIPE_API_KEY: 'rk_live_9z', STRIPE_WEBHOOK_SECRET: 'whsec_Q+/=' })).toEqual({ apiKey: 'rk_live_9z', webhookSecret: 'whsec_Q+/=' })
  })

  it('refuses half a configuration or a value of the wrong kind, naming the variable', () => {
    expect(() => stripeSettings({ STRIPE_API_KEY: KEYS.STRIPE_API_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET is not/)
    expect(() => stripeSettings({ STRIPE_WEBHOOK_SECRET: KEYS.STRIPE_WEBHOOK_SECRET })).toThrow(/STRIPE_API_KEY is not/)
    // the publishable key belongs to the browser (the worker), never here
    expect(() => stripeSettings({ ...KEYS, STRIPE_API_KEY: 'pk_test_51Abc' })).toThrow(/STRIPE_API_KEY is not a Stripe secret/)
    expect(() => stripeSettings({ ...KEYS, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET is not a webhook signing secret/)
  })

  it("talks to a stand-in for Stripe's API only where STRIPE_API_BASE names one, and never in production", () => {
    expect(stripeSettings({ ...KEYS, STRIPE_API_BASE: 'http://127.0.0.1:9107' })?.apiBase).toBe('http://127.0.0.1:9107')
    expect(stripePaymentProviders({ ...KEYS, STRIPE_API_BASE: 'http://127.0.0.1:9107' })[0].options).toMatchObject({ apiBase: 'http://127.0.0.1:9107' })
    expect(stripeSettings(KEYS)?.apiBase).toBeUndefined()
    expect(() => stripeSettings({ ...KEYS, STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/)
    expect(stripeProductionProblems({ STRIPE_API_KEY: 'sk_live_1', STRIPE_API_BASE: 'http://127.0.0.1:9107' })).toEqual([
      expect.stringMatching(/STRIPE_API_BASE/),
    ])
  })

  it('keeps test keys out of production', () => {
    expect(stripeProductionProblems(KEYS)).toEqual([expect.stringMatching(/STRIPE_API_KEY is a test key/)])
    expect(stripeProductionProblems({ ...KEYS, STRIPE_API_KEY: 'rk_test_1' })).toHaveLength(1)
    expect(stripeProductionProblems({ ...KEYS, STRIPE_API_KEY: 'sk_live_1' })).toEqual([])
    expect(stripeProductionProblems({})).toEqual([])
  })
})
