import type { InitiatePaymentInput, InitiatePaymentOutput } from '@medusajs/framework/types'
import { MedusaError } from '@medusajs/framework/utils'
import StripeBase from '@medusajs/payment-stripe/dist/core/stripe-base'
import type { StripeOptions } from '@medusajs/payment-stripe/dist/types'
import Stripe from 'stripe'
import { giftCardsCapture } from './gift-cards-capture'
import { linkCapture } from './payment-link-capture'

/**
 * Medusa's Stripe provider (`@medusajs/payment-stripe`) as the shop runs it: one payment method per provider, fixed
 * here and never taken from the storefront, and failures Medusa can answer with a message instead of a 500.
 * Capture is manual (`capture: false` in src/lib/stripe-settings.ts): placing the order authorizes, staff capture
 * when the piece ships, and a cart that cannot be completed after the shopper confirmed leaves no charge behind.
 */
export abstract class ShopStripeService extends StripeBase {
  // The base constructor is protected; Medusa instantiates providers itself.
  constructor(cradle: Record<string, unknown>, options: StripeOptions & { apiBase?: string }) {
    super(cradle, options)
    // the test stack's stand-in for Stripe's API (STRIPE_API_BASE, src/lib/stripe-settings.ts; production refuses it)
    if (options.apiBase) {
      const base = new URL(options.apiBase)
      const protocol = base.protocol === 'http:' ? 'http' : 'https'
      this.stripe_ = new Stripe(options.apiKey, { host: base.hostname, port: Number(base.port) || (protocol === 'http' ? 80 : 443), protocol })
    }
  }

  /**
   * Whatever the browser sends with a payment session (`data` of POST /store/payment-collections/:id/payment-sessions)
   * would otherwise become parameters of the PaymentIntent (capture method, payment methods, confirmation): only the
   * session's id, which Medusa adds itself and webhooks match the intent by, is kept, and the capture at once of a
   * payment link's session and of a cart of gift cards alone, which only the back end's own middlewares mark
   * (payment-link-capture.ts, gift-cards-capture.ts).
   */
  async initiatePayment(input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    return super.initiatePayment({ ...input, data: { session_id: input.data?.session_id, ...linkCapture(input.data), ...giftCardsCapture(input.data) } })
  }

  /**
   * Every failure of a Stripe call (unreachable, a refused refund, a bad key): a payment error with Stripe's reason,
   * which Medusa answers 422 `{ message }` (a plain Error would be its "unknown error" 500).
   */
  protected buildError(message: string, error: Error): Error {
    const reason = error?.message ? `: ${error.message}` : ''
    return new MedusaError(MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, `Stripe: ${message.replace(/^An error occurred in /, '')} failed${reason}`)
  }
}
