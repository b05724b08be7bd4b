import { describe, expect, it } from 'vitest'
import type { PaymentOffer, RegionsResponse } from '../../routes/api-types'
import { ok, WORKER_URL } from '../test/int'

const BANK = 'pp_bank-transfer_bank-transfer'

describe('GET /api/payment-methods/{country} (real Medusa, a worker without a Stripe publishable key)', () => {
  it("offers bank transfer only, though the regions have Stripe's providers too", async () => {
    // the test stack's Medusa has Stripe registered and the seed linked it; its worker has no publishable key
    const { regions } = await ok<RegionsResponse>('/api/regions')
    for (const region of regions)
      expect(region.payment_providers, region.name).toEqual(expect.arrayContaining([BANK, 'pp_stripe_stripe', 'pp_stripe-paypal_stripe']))
    for (const country of ['de', 'ch', 'us']) {
      expect(await ok<PaymentOffer>(`/api/payment-methods/${country}`), country).toEqual({
        providers: [BANK],
        methods: ['bank_transfer'],
        stripe_publishable_key: null,
      })
    }
  })

  it('answers a country the shop does not sell to with 400 and a message', async () => {
    const response = await fetch(`${WORKER_URL}/api/payment-methods/zz`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/not a country the shop sells to/)
  })
})
