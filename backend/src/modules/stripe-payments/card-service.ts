import type { PaymentIntentOptions } from '@medusajs/payment-stripe/dist/types'
import { ShopStripeService } from './shop-stripe-service'

/** Cards (Visa, Mastercard, American Express) through Stripe: provider `pp_stripe_stripe`, as Medusa's own names it. */
export class StripeCardService extends ShopStripeService {
  static identifier = 'stripe'

  get paymentIntentOptions(): PaymentIntentOptions {
    return { payment_method_types: ['card'] }
  }
}
