import type { Cart } from '../../cart/cart-state'
import { heldElement } from './held-element'
import { pendingClientSecret } from './use-stripe-fields'

export type Confirmation = { ok: true } | { ok: false; reason: 'details' } | { ok: false; reason: 'declined'; message: string }

/** Statuses of an intent whose payment the shopper has already confirmed (a repeated "place order"). */
const CONFIRMED = new Set(['requires_capture', 'succeeded', 'processing'])

/**
 * Confirms the cart's Stripe payment with the details of the payment step's Payment Element, when the shopper places
 * the order: a card is authorized here (3-D Secure in Stripe's dialog), PayPal leaves the page for PayPal and comes back
 * to `returnUrl` (as does a card whose bank insists on a redirect). Stripe's refusal comes in the shopper's language.
 */
export async function confirmPayment(cart: Cart, provider: string, returnUrl: string): Promise<Confirmation> {
  const clientSecret = pendingClientSecret(cart.payment_collection?.payment_sessions, provider)
  const element = heldElement(provider)
  if (!element || !clientSecret) return { ok: false, reason: 'details' }
  const { paymentIntent } = await element.stripe.retrievePaymentIntent(clientSecret)
  if (paymentIntent && CONFIRMED.has(paymentIntent.status)) return { ok: true }
  // Stripe wants the form checked again right before the payment; it is hidden by now, so a problem sends the
  // shopper back to the payment step
  const { error: invalid } = await element.elements.submit()
  if (invalid) return { ok: false, reason: 'details' }
  const { error } = await element.stripe.confirmPayment({
    elements: element.elements,
    clientSecret,
    confirmParams: { return_url: returnUrl },
    redirect: 'if_required',
  })
  if (error) return { ok: false, reason: 'declined', message: error.message ?? '' }
  return { ok: true }
}
