import type { PaymentIntentOptions } from '@medusajs/payment-stripe/dist/types'
import { ShopStripeService } from './shop-stripe-service'

/**
 * PayPal as a payment method of Stripe (`pp_stripe-paypal_stripe`; Medusa's package has no PayPal service): the
 * shopper is redirected to PayPal and back, the money arrives on the shop's Stripe account like a card payment.
 */
export class StripePaypalService extends ShopStripeService {
  static identifier = 'stripe-paypal'

  get paymentIntentOptions(): PaymentIntentOptions {
    return { payment_method_types: ['paypal'] }
  }
}
