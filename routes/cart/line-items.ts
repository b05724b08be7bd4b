import { CART_FIELDS } from './cart-fields'
import type { Cart } from './cart-state'
import { StoreError, storePost } from './store-request'

/** Medusa's code for an add or a quantity beyond what is in stock (MedusaError.Codes.INSUFFICIENT_INVENTORY). */
export const INSUFFICIENT_INVENTORY = 'insufficient_inventory'

export const isShortage = (error: unknown) => error instanceof StoreError && error.code === INSUFFICIENT_INVENTORY

/**
 * POST to a cart's line items (add, or change a line's quantity), keeping Medusa's error code on a refusal:
 * a shortage must be told apart from other failures by its code. Return to
 * `sdk().cart.createLineItem/updateLineItem` once the sdk keeps the code.
 */
export async function postLineItems(cartId: string, lineId: string | null, body: Record<string, unknown>): Promise<Cart> {
  const path = `/store/carts/${encodeURIComponent(cartId)}/line-items${lineId ? `/${encodeURIComponent(lineId)}` : ''}`
  const { cart } = await storePost<{ cart?: Cart }>(path, { body, query: { fields: CART_FIELDS } })
  if (!cart) throw new StoreError(200, null, null, 'the back end answered without the cart')
  return cart
}
