import { MedusaError } from '@medusajs/framework/utils'
import { describe, expect, it } from 'vitest'
import { StripeCardService } from './card-service'
import { StripePaypalService } from './paypal-service'

const OPTIONS = { apiKey: 'sk_test_unit', webhookSecret: 'whsec_unit', capture: false }

/** A provider whose Stripe client records the calls it would send instead of sending them (no Stripe server here). */
function provider<T extends typeof StripeCardService | typeof StripePaypalService>(Service: T) {
  const service = new Service({}, OPTIONS)
  const calls: { method: string; params: Record<string, unknown>; options?: Record<string, unknown> }[] = []
  const stripe = (service as unknown as { stripe_: Record<string, Record<string, unknown>> }).stripe_
  stripe.paymentIntents.create = async (params: Record<string, unknown>, options?: Record<string, unknown>) => {
    calls.push({ method: 'paymentIntents.create', params, options })
    return { id: 'pi_unit', status: 'requires_payment_method', client_secret: 'pi_unit_secret_x', ...params }
  }
  stripe.refunds.create = async (params: Record<string, unknown>, options?: Record<string, unknown>) => {
    calls.push({ method: 'refunds.create', params, options })
    return { id: 're_unit' }
  }
  return { service, calls, stripe }
}

describe("the shop's Stripe providers", () => {
  it("are Medusa's pp_stripe_stripe (card) and pp_stripe-paypal_stripe (PayPal)", () => {
    expect(StripeCardService.identifier).toBe('stripe')
    expect(StripePaypalService.identifier).toBe('stripe-paypal')
  })

  it('create an intent for their one method, captured by hand, whatever the storefront sends', async () => {
    const card = provider(StripeCardService)
    const browserData = { session_id: 'payses_1', capture_method: 'automatic', payment_method_types: ['klarna'], confirm: true, metadata: { x: 'y' } }
    const session = await card.service.initiatePayment({ amount: 1290.5, currency_code: 'eur', data: browserData, context: { idempotency_key: 'payses_1' } })
    expect(session.id).toBe('pi_unit')
    const [call] = card.calls
    expect(call.params).toMatchObject({
      amount: 129050,
      currency: 'eur',
      payment_method_types: ['card'],
      capture_method: 'manual',
      metadata: { session_id: 'payses_1' },
    })
    expect(call.params.confirm).toBeUndefined()
    expect(call.params.metadata).toEqual({ session_id: 'payses_1' })
    expect(call.options).toEqual({ idempotencyKey: 'payses_1' })

    const paypal = provider(StripePaypalService)
    await paypal.service.initiatePayment({ amount: 99, currency_code: 'chf', data: { session_id: 'payses_2' }, context: {} })
    expect(paypal.calls[0].params).toMatchObject({ amount: 9900, currency: 'chf', payment_method_types: ['paypal'], capture_method: 'manual' })
  })

  it("capture a cart of gift cards alone when paid, on the back end's own mark only (a gift card ships nothing)", async () => {
    const card = provider(StripeCardService)
    await card.service.initiatePayment({ amount: 100, currency_code: 'eur', data: { session_id: 'payses_3', gift_cards_only: true }, context: {} })
    expect(card.calls[0].params).toMatchObject({ capture_method: 'automatic', metadata: { session_id: 'payses_3' } })
    // anything but the middleware's `true` is no mark
    await card.service.initiatePayment({ amount: 100, currency_code: 'eur', data: { session_id: 'payses_4', gift_cards_only: 'true' }, context: {} })
    expect(card.calls[1].params).toMatchObject({ capture_method: 'manual' })
  })

  it("refund through Stripe's refund of the intent, in the currency's smallest unit", async () => {
    const { service, calls } = provider(StripeCardService)
    await service.refundPayment({ amount: 250, data: { id: 'pi_unit', currency: 'eur' }, context: { idempotency_key: 'ref_1' } })
    expect(calls).toEqual([{ method: 'refunds.create', params: { amount: 25000, payment_intent: 'pi_unit' }, options: { idempotencyKey: 'ref_1' } }])
  })

  it("report a failed Stripe call as a payment error with Stripe's reason (Medusa answers it 422, not 500)", async () => {
    const { service, stripe } = provider(StripeCardService)
    stripe.refunds.create = async () => {
      throw Object.assign(new Error('Charge ch_1 has already been disputed.'), { type: 'StripeInvalidRequestError' })
    }
    const refused = await service.refundPayment({ amount: 10, data: { id: 'pi_unit', currency: 'eur' }, context: {} }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(MedusaError)
    expect(refused).toMatchObject({
      type: MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR,
      message: 'Stripe: refundPayment failed: Charge ch_1 has already been disputed.',
    })
  })

  it("accept a webhook event only with the signature of the shop's webhook secret", () => {
    const { service, stripe } = provider(StripeCardService)
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', object: 'payment_intent', metadata: {} } },
    })
    const webhooks = stripe.webhooks as unknown as { generateTestHeaderString(input: { payload: string; secret: string }): string }
    const signed = (secret: string) => ({
      data: {},
      rawData: Buffer.from(payload),
      headers: { 'stripe-signature': webhooks.generateTestHeaderString({ payload, secret }) },
    })
    expect(service.constructWebhookEvent(signed('whsec_unit')).id).toBe('evt_1')
    expect(() => service.constructWebhookEvent(signed('whsec_other'))).toThrow(/constructWebhookEvent failed: No signatures found matching/)
  })
})
