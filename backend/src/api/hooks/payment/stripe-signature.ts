import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import Stripe from 'stripe'
import { stripeSettings } from '../../../lib/stripe-settings'
import { PAYMENT_PROVIDER_IDS, STRIPE_METHODS } from '../../../rules/payment-methods'

/** Medusa's webhook paths name a provider with or without its `pp_`: /hooks/payment/stripe_stripe. */
const STRIPE_PROVIDERS = new Set(STRIPE_METHODS.map((method) => PAYMENT_PROVIDER_IDS[method].replace(/^pp_/, '')))

let settings: ReturnType<typeof stripeSettings> | undefined

/**
 * In front of Medusa's POST /hooks/payment/:provider, which answers 200 to anything and checks the signature only
 * later, when its subscriber handles the queued event: here an event for Stripe is verified first (Stripe's library,
 * the shop's STRIPE_WEBHOOK_SECRET, the raw body Medusa keeps for this route), so a forged or misaddressed one is a
 * 400 that Stripe's dashboard shows, and never a queued job. The shop's other provider (bank transfer) takes no
 * webhooks: 404, as for a provider it does not have.
 */
export async function verifyStripeSignature(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const provider = String(req.params.provider ?? '').replace(/^pp_/, '')
  settings ??= stripeSettings(process.env)
  if (!STRIPE_PROVIDERS.has(provider) || !settings) {
    res.status(404).json({ type: 'not_found', message: `Payment provider ${provider.slice(0, 100)} takes no webhooks here` })
    return
  }
  const signature = req.headers['stripe-signature']
  try {
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.rawBody)) throw new Error('the request has no Stripe-Signature header or no body')
    Stripe.webhooks.constructEvent(req.rawBody, signature, settings.webhookSecret)
  } catch (error) {
    res.status(400).json({ type: 'invalid_data', message: `Webhook refused: ${(error as Error).message}` })
    return
  }
  next()
}
