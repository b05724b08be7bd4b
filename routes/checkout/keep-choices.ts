import { fetchCart, query } from '../cart/cart-actions'
import { sdk } from '../cart/cart-sdk'
import type { Cart } from '../cart/cart-state'
import { activeSession } from './payment-session'

/**
 * After the back end changed the cart's amounts (a line removed, prices refreshed), the checkout keeps the
 * shopper's choices where the shop allows only one answer. Medusa drops a shipping method the cart no longer
 * qualifies for (valuables transport above 5,000 €, parcel below): when exactly one option fits now, it is
 * chosen; with several, the shipping step opens again. Medusa also drops the payment sessions when the total
 * changes: the method chosen before is started again. So the shopper stays on the review step.
 */
export async function keepChoices(before: Cart, after: Cart): Promise<Cart> {
  let cart = after
  if ((before.shipping_methods ?? []).length > 0 && (cart.shipping_methods ?? []).length === 0) {
    const { shipping_options: options } = await sdk().fulfillment.listCartOptions({ cart_id: cart.id })
    if (options.length === 1) cart = (await sdk().cart.addShippingMethod(cart.id, { option_id: options[0].id }, query)).cart
  }
  const chosen = activeSession(before)?.provider_id
  if (chosen && !activeSession(cart)) {
    await sdk().payment.initiatePaymentSession(cart, { provider_id: chosen })
    cart = (await fetchCart(cart.id)) ?? cart
  }
  return cart
}
