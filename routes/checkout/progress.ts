import type { Cart } from '../cart/cart-state'
import { needsShipping } from '../cart/shipping-cost'
import { paidWithStripe } from './payment-details'

export const STEP_IDS = ['personal', 'addresses', 'shipping', 'payment', 'review'] as const
export type StepId = (typeof STEP_IDS)[number]

const hasAddress = (address: Cart['shipping_address']) => Boolean(address?.first_name && address.address_1 && address.country_code)

/** Gift cards or store credit pay the whole cart (its total is 0): Medusa completes it without a payment. */
export const nothingToPay = (cart: Pick<Cart, 'total' | 'items'>) => (cart.items ?? []).length > 0 && Number(cart.total ?? 0) <= 0

/**
 * Which steps the cart already satisfies, read from what the back end holds; a payment through Stripe also needs its
 * details given in this page (`detailsFor`: the provider they were given for, payment-details.ts).
 */
export function completedSteps(cart: Cart, detailsFor: string | null = null): Record<StepId, boolean> {
  const personal = Boolean(cart.email)
  const addresses = personal && hasAddress(cart.shipping_address) && hasAddress(cart.billing_address)
  // a cart of gift cards alone ships nothing
  const shipping = addresses && (!needsShipping(cart) || (cart.shipping_methods ?? []).length > 0)
  const session = (cart.payment_collection?.payment_sessions ?? []).find((candidate) => candidate.status === 'pending' || candidate.status === 'authorized')
  const payment = shipping && (nothingToPay(cart) || (Boolean(session) && (!paidWithStripe(session!.provider_id) || detailsFor === session!.provider_id)))
  return { personal, addresses, shipping, payment, review: false }
}

/** The first step still to do: where the checkout opens. */
export function firstOpenStep(cart: Cart, detailsFor: string | null = null): StepId {
  const done = completedSteps(cart, detailsFor)
  return STEP_IDS.find((id) => !done[id]) ?? 'review'
}

/** /checkout/details opens the shipping step and /checkout/review the summary, once the steps before are done. */
export function stepForPath(pathname: string, cart: Cart, detailsFor: string | null = null): StepId {
  const first = firstOpenStep(cart, detailsFor)
  const wanted: StepId | null = pathname.endsWith('/checkout/review') ? 'review' : pathname.endsWith('/checkout/details') ? 'shipping' : null
  if (!wanted) return first
  return STEP_IDS.indexOf(wanted) <= STEP_IDS.indexOf(first) ? wanted : first
}
