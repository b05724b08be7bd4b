import { PAYMENT_PROVIDER_IDS, STRIPE_METHODS } from '../rules/payment-methods'
import { stripeSettings } from './stripe-settings'

type Env = Record<string, string | undefined>

const STRIPE_PROVIDERS: readonly string[] = STRIPE_METHODS.map((method) => PAYMENT_PROVIDER_IDS[method])

/**
 * The payment providers a region should have, given the ones it has: bank transfer always, card and PayPal exactly
 * when Stripe is configured (its providers are then registered; without keys a region must not keep offering them,
 * as Medusa's store API lists a region's providers whether they are registered or not). Providers staff linked
 * themselves stay.
 */
export function regionPaymentProviders(current: readonly string[], env: Env): string[] {
  const wanted = [PAYMENT_PROVIDER_IDS.bank_transfer, ...(stripeSettings(env) ? STRIPE_PROVIDERS : [])]
  return [...new Set([...current.filter((id) => !STRIPE_PROVIDERS.includes(id)), ...wanted])]
}

/** Whether two lists of provider ids hold the same providers (Medusa returns them in any order). */
export const sameProviders = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id))
