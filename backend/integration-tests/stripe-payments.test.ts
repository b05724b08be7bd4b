import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { admin, MEDUSA_URL, ok, readyCart, sql, store } from './helpers'

// The test stack's Medusa runs with Stripe registered: a dummy secret key, a webhook secret made for this run, which
// `npm test` hands the tests, and a stand-in for Stripe's API (scripts/lib/fake-stripe.mjs) that knows PaymentIntents
// only: the webhook events carry no session of Medusa's, and the refund is expected to fail.
const SECRET = process.env.STRIPE_WEBHOOK_SECRET ?? ''
const BANK = 'pp_bank-transfer_bank-transfer'
const CARD = 'pp_stripe_stripe'
const PAYPAL = 'pp_stripe-paypal_stripe'

/** An event as Stripe sends it: an intent Medusa never made (no session id), so its subscriber leaves it alone. */
const event = (type = 'payment_intent.succeeded') =>
  JSON.stringify({
    id: `evt_test_${Date.now()}`,
    object: 'event',
    type,
    data: { object: { id: 'pi_test_foreign', object: 'payment_intent', amount: 1000, amount_received: 1000, currency: 'eur', metadata: {} } },
  })

async function deliver(provider: string, payload: string, signature?: string) {
  const response = await fetch(`${MEDUSA_URL}/hooks/payment/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    body: payload,
  })
  const text = await response.text()
  return { status: response.status, text }
}

const sign = (payload: string, secret = SECRET, timestamp?: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })

describe("Stripe's webhook (POST /hooks/payment/stripe_stripe on the real Medusa)", () => {
  it("has the run's webhook secret", () => {
    expect(SECRET, "STRIPE_WEBHOOK_SECRET (npm test passes the test stack's)").toMatch(/^whsec_/)
  })

  it("accepts an event signed with the shop's secret, under either Stripe provider's path", async () => {
    const payload = event()
    expect(await deliver('stripe_stripe', payload, sign(payload))).toEqual({ status: 200, text: 'OK' })
    expect((await deliver('pp_stripe-paypal_stripe', payload, sign(payload))).status).toBe(200)
  })

  it("refuses an event with a wrong, missing, stale or borrowed signature: 400 with Stripe's reason", async () => {
    const payload = event()
    const refused = async (signature: string | undefined, body = payload) => {
      const { status, text } = await deliver('stripe_stripe', body, signature)
      expect(status).toBe(400)
      return JSON.parse(text).message as string
    }
    expect(await refused(sign(payload, `whsec_${'0'.repeat(48)}`))).toMatch(/^Webhook refused: No signatures found matching the expected signature/)
    expect(await refused(undefined)).toMatch(/no Stripe-Signature header/)
    expect(await refused('t=1,v1=deadbeef')).toMatch(/^Webhook refused: /)
    // replayed long after it was signed (Stripe's tolerance is five minutes)
    expect(await refused(sign(payload, SECRET, Math.floor(Date.now() / 1000) - 3600))).toMatch(/Timestamp outside the tolerance zone/)
    // a genuine signature of another body
    expect(await refused(sign(event('payment_intent.canceled')))).toMatch(/No signatures found matching/)
  })

  it('takes no webhooks for the bank transfer or for providers the shop does not have', async () => {
    const payload = event()
    for (const provider of ['bank-transfer_bank-transfer', 'stripe-ideal_stripe', 'paypal_paypal']) {
      const { status, text } = await deliver(provider, payload, sign(payload))
      expect(status, provider).toBe(404)
      expect(JSON.parse(text).message, provider).toMatch(/takes no webhooks/)
    }
  })
})

describe('the Stripe providers in the regions', () => {
  it("are registered (card and PayPal only, not the rest of Medusa's Stripe package) and enabled", async () => {
    const { payment_providers } = await ok(admin('/payments/payment-providers?limit=100'), 'payment providers')
    const ids = (payment_providers as { id: string; is_enabled: boolean }[]).filter((provider) => provider.is_enabled).map((provider) => provider.id)
    expect(ids).toEqual(expect.arrayContaining([BANK, CARD, PAYPAL]))
    expect(ids.filter((id) => id.startsWith('pp_stripe')).sort()).toEqual([PAYPAL, CARD].sort())
  })

  it('are linked by the seed to every region, beside bank transfer (GET /store/payment-providers?region_id=…)', async () => {
    const { regions } = await ok(store('/regions?fields=id,name'), 'regions')
    expect(regions.length).toBeGreaterThan(0)
    for (const region of regions as { id: string; name: string }[]) {
      const { payment_providers } = await ok(store(`/payment-providers?region_id=${region.id}`), 'payment providers')
      expect((payment_providers as { id: string }[]).map((provider) => provider.id).sort(), region.name).toEqual([BANK, PAYPAL, CARD].sort())
    }
  })
})

describe('a refund of a Stripe payment from the back office (POST /admin/payments/:id/refund)', () => {
  it("goes to Stripe through the provider, and is refused with Stripe's reason when Stripe refuses or cannot be reached", async () => {
    // an order paid and captured (by transfer, the one way to pay here), its payment then made a card payment of Stripe's
    const cart = await readyCart(`stripe-refund-${Date.now()}@example.de`)
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cart.id } }), 'payment collection')
    await ok(store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: BANK } }), 'payment session')
    expect((await ok(store(`/carts/${cart.id}/complete`, { method: 'POST' }), 'complete')).type).toBe('order')
    const [payment] = await sql<{ id: string }>('select id from payment where payment_collection_id = $1', [payment_collection.id])
    expect((await admin(`/payments/${payment.id}/capture`, { body: {} })).status).toBe(200)
    await sql('update payment set provider_id = $2, data = $3 where id = $1', [payment.id, CARD, { id: 'pi_test_refund', currency: cart.currency_code }])

    const { status, body } = await admin(`/payments/${payment.id}/refund`, { body: { amount: 1 } })
    // Medusa's workflow reached the shop's Stripe provider, whose call to Stripe failed (the stand-in knows no refunds;
    // Stripe itself refuses the dummy key): a 422 naming Stripe, never a 500, and no refund is recorded
    expect({ status, message: body.message }).toEqual({ status: 422, message: expect.stringMatching(/^Stripe: refundPayment failed: /) })
    expect(await sql('select id from refund where payment_id = $1 and deleted_at is null', [payment.id])).toEqual([])
  })
})
