import { readCartId } from '../cart/cart-cookie'
import { type CartContext, cartCountAtom, cartStatusAtom } from '../cart/cart-state'
import { cartActions } from '../cart/use-cart'

/**
 * Whether signing out would lose pieces in the cart, which is then worth a warning: no cart cookie, nothing to lose;
 * else the cart as this tab knows it, loaded first when the header has not yet. A cart that cannot be read counts
 * as at risk: better one question too many than a cart lost without a word.
 */
export async function cartAtRisk(ctx: CartContext): Promise<boolean> {
  if (!readCartId()) return false
  if (ctx.store.get(cartStatusAtom) !== 'success') await (await cartActions()).loadCart(ctx)
  return ctx.store.get(cartStatusAtom) !== 'success' || ctx.store.get(cartCountAtom) > 0
}
