import { describe, expect, it } from 'vitest'
import { paymentLinkSecret } from '../src/lib/payment-link'
import { paymentLinkToken } from '../src/rules/payment-link'
import { admin, ok, readyCart, stackEnv, store } from './helpers'

const BANK = 'pp_bank-transfer_bank-transfer'
const CARD = 'pp_stripe_stripe'
const PAYPAL = 'pp_stripe-paypal_stripe'
const HEADER = 'x-payment-link-token'

/** A bank-transfer order whose money arrived, with a request for 25 more (as staff make one): what a link pays. */
async function orderWithRequest(tag: string) {
  const cart = await readyCart(`${tag}-${Date.now().toString(36)}@example.de`)
  const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cart.id } }), 'payment collection')
  await ok(store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: BANK } }), 'payment session')
  const { order } = await ok(store(`/carts/${cart.id}/complete`, { method: 'POST' }), 'complete')
  const { order: placed } = await ok(admin(`/orders/${order.id}?fields=id,*payment_collections.payments`), 'order')
  for (const payment of placed.payment_collections.flatMap((collection: { payments: { id: string }[] }) => collection.payments))
    await ok(admin(`/payments/${payment.id}/capture`, { body: {} }), 'capture')
  return { order, cartCollection: payment_collection.id as string }
}

describe('payment links (GET /store/payment-links/:id, POST /admin/orders/:id/payment-link, the sessions of an order’s request)', () => {
  it('send a link for a request, and without its token nobody reads or pays the request', async () => {
    const { order, cartCollection } = await orderWithRequest('paylink-int')
    // nothing owed yet: refused in the staff's language
    const nothing = await admin(`/orders/${order.id}/payment-link`, { body: {}, headers: { 'x-shop-locale': 'de' } })
    expect({ status: nothing.status, message: nothing.body.message }).toEqual({ status: 400, message: 'Zur Bestellung ist kein Betrag offen.' })
    expect((await ok(admin(`/orders/${order.id}/payment-link`), 'offer')).methods).toEqual(['paypal', 'card'])

    const { payment_collection: request } = await ok(admin('/payment-collections', { body: { order_id: order.id, amount: 25 } }), 'request')
    const sent = await ok(admin(`/orders/${order.id}/payment-link`, { body: {} }), 'link')
    expect(sent.payment_collection).toMatchObject({ id: request.id, amount: 25 })
    expect(new Date(sent.expires_at).getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000)

    // no token, a made-up one, one of another collection: 404, as for a collection that does not exist
    const forged = await paymentLinkToken(request.id, new Date(Date.now() + 3600_000), 'not-the-shops-secret-not-the-shops-secret')
    for (const headers of [{}, { [HEADER]: 'abc.def' }, { [HEADER]: forged }] as Record<string, string>[]) {
      expect((await store(`/payment-links/${request.id}`, { headers })).status).toBe(404)
      expect((await store(`/payment-collections/${request.id}/payment-sessions`, { body: { provider_id: CARD }, headers })).status).toBe(404)
    }
    // a cart's collection is paid as before, without any token; once its order is placed it is the order's
    const cart = await readyCart(`paylink-cart-${Date.now().toString(36)}@example.de`)
    const { payment_collection } = await ok(store('/payment-collections', { body: { cart_id: cart.id } }), 'cart collection')
    expect((await store(`/payment-collections/${payment_collection.id}/payment-sessions`, { body: { provider_id: BANK } })).status).toBe(200)
    expect((await store(`/payment-collections/${cartCollection}/payment-sessions`, { body: { provider_id: BANK } })).status).toBe(404)

    // with the link's token (signed as the shop signs it): the page learns the region's methods, and PayPal pays the
    // request, captured at once as a card would be (Stripe's stand-in echoes the intent's capture); bank transfer does not
    const token = {
      [HEADER]: await paymentLinkToken(request.id, new Date(Date.now() + 3600_000), paymentLinkSecret({ COOKIE_SECRET: stackEnv('COOKIE_SECRET') })),
    }
    expect((await ok(store(`/payment-links/${request.id}`, { headers: token }), 'link state')).methods).toEqual(['paypal', 'card'])
    expect((await store(`/payment-collections/${request.id}/payment-sessions`, { body: { provider_id: BANK }, headers: token })).status).toBe(400)
    const paypal = await ok(store(`/payment-collections/${request.id}/payment-sessions`, { body: { provider_id: PAYPAL }, headers: token }), 'PayPal session')
    const session = paypal.payment_collection.payment_sessions.find((candidate: { provider_id: string }) => candidate.provider_id === PAYPAL)
    expect(session.data).toMatchObject({ capture_method: 'automatic', payment_method_types: ['paypal'] })
  }, 180_000)
})
