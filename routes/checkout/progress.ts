import type { Cart } from '../cart/cart-state'

export const STEP_IDS = ['personal', 'addresses', 'shipping', 'payment', 'review'] as const
export type StepId = (typeof STEP_IDS)[number]

const hasAddress = (address: Cart['shipping_address']) => Boolean(address?.first_name && address.address_1 && address.country_code)

/** Which steps the cart already satisfies, read from what the back end holds. */
export function completedSteps(cart: Cart): Record<StepId, boolean> {
  const personal = Boolean(cart.email)
  const addresses = personal && hasAddress(cart.shipping_address) && hasAddress(cart.billing_address)
  const shipping = addresses && (cart.shipping_methods ?? []).length > 0
  const payment = shipping && (cart.payment_collection?.payment_sessions ?? []).some((session) => session.status === 'pending' || session.status === 'authorized')
  return { personal, addresses, shipping, payment, review: false }
}

/** The first step still to do: where the checkout opens. */
export function firstOpenStep(cart: Cart): StepId {
  const done = completedSteps(cart)
  return STEP_IDS.find((id) => !done[id]) ?? 'review'
}

/** /checkout/details opens the shipping step and /checkout/review the summary, once the steps before are done. */
export function stepForPath(pathname: string, cart: Cart): StepId {
  const first = firstOpenStep(cart)
  const wanted: StepId | null = pathname.endsWith('/checkout/review') ? 'review' : pathname.endsWith('/checkout/details') ? 'shipping' : null
  if (!wanted) return first
  return STEP_IDS.indexOf(wanted) <= STEP_IDS.indexOf(first) ? wanted : first
}
