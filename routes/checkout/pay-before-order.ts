import type { Cart, CartContext } from '../cart/cart-state'
import { localizedHref } from '../lib/links'
import { paidWithStripe } from './payment-details'
import { activeSession } from './payment-session'
import { CHECKOUT_NEWSLETTER_KEY, remember } from './session-keys'

/** Whether the cart's payment is one to confirm with Stripe before the order (card, PayPal). */
export function paysFirst(cart: Cart): boolean {
  const provider = activeSession(cart)?.provider_id
  return Boolean(provider && paidWithStripe(provider))
}

/**
 * The first part of "place order" for card and PayPal: the payment is confirmed with Stripe before the cart is
 * completed (completing it authorizes the payment in Medusa). PayPal leaves the page here; the order is then placed on
 * the way back (payment-return.tsx), with the newsletter consent kept for it. Returns what to tell the shopper when the
 * payment did not go through, else null (also for bank transfer, which is paid after the order).
 */
export async function payBeforeOrder(cart: Cart, ctx: CartContext, { newsletter }: { newsletter: boolean }): Promise<string | null> {
  const provider = activeSession(cart)?.provider_id
  if (!provider || !paysFirst(cart)) return null
  remember(CHECKOUT_NEWSLETTER_KEY, newsletter ? '1' : '')
  const { confirmPayment } = await import('./stripe/confirm-payment')
  const returnUrl = new URL(localizedHref(ctx.country, '/checkout/review'), window.location.origin).href
  const result = await confirmPayment(cart, provider, returnUrl)
  if (result.ok) return null
  return result.reason === 'details' ? ctx.t('checkout.payment.detailsMissing') : ctx.t('checkout.payment.declined', { message: result.message })
}
