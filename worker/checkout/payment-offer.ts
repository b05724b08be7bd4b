import type { PaymentOffer, Region } from '../../routes/api-types'
import { isStripeMethod, offeredProviders, paymentMethodsOf } from '../../routes/lib/payment-methods'
import type { Bindings } from '../env'

/** A publishable key of Stripe's: the only kind the browser may see. */
const PUBLISHABLE_KEY = /^pk_(test|live)_[0-9A-Za-z]+$/

/**
 * What a region's shop offers (one rule for every page, the checkout and the promises): the providers Medusa links
 * to the region that the shop can take payments with, and Stripe's publishable key for the browser when it offers a
 * Stripe method. Card and PayPal need both: the region's Stripe providers (Medusa registers them only with its keys,
 * the seed links them) and STRIPE_PUBLISHABLE_KEY here; a shop without them offers and promises bank transfer only.
 */
export function paymentOffer(region: Pick<Region, 'payment_providers'> | null, env: Pick<Bindings, 'STRIPE_PUBLISHABLE_KEY'>): PaymentOffer {
  const key = env.STRIPE_PUBLISHABLE_KEY?.trim() ?? ''
  const providers = offeredProviders(region?.payment_providers ?? [], { stripe: PUBLISHABLE_KEY.test(key) })
  const methods = paymentMethodsOf(providers)
  return { providers, methods, stripe_publishable_key: methods.some(isStripeMethod) ? key : null }
}
