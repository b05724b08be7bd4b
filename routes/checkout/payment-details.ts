import { atom } from 'jotai'
import { isStripeMethod, paymentMethodOf } from '../lib/payment-methods'

/** Whether a provider is paid through Stripe's Payment Element (card, PayPal) rather than settled after the order. */
export const paidWithStripe = (providerId: string | null | undefined) => isStripeMethod(paymentMethodOf(providerId))

/**
 * The Stripe provider whose details (card number, or the choice of PayPal) the shopper gave in this page's payment
 * step. They live in Stripe's Payment Element, not in the cart: after a reload the cart still has the Stripe session,
 * but the details must be given again, so the payment step counts as done only with this set (progress.ts).
 */
export const paymentDetailsAtom = atom<string | null>(null)
