import type { HttpTypes } from '@medusajs/types'
import { localeOf } from '../../rules/languages'
import { CONFIRMED_TOTAL_HEADER, TOTAL_CHANGED } from '../../rules/repriced-cart'
import { cartQueue, fetchCart, mutate, requireCart } from '../cart/cart-actions'
import { writeCartId } from '../cart/cart-cookie'
import { CART_FIELDS } from '../cart/cart-fields'
import { sdk } from '../cart/cart-sdk'
import { type Cart, type CartContext, cartAtom } from '../cart/cart-state'
import { INSUFFICIENT_INVENTORY, postLineItems } from '../cart/line-items'
import { availableOf } from '../cart/stock-notice'
import { StoreError, storePost } from '../cart/store-request'
import { type CartChanges, cartChanges } from './cart-changes'
import { keepChoices } from './keep-choices'
import { type ShortLine, shortLines } from './short-lines'

/**
 * `order`: placed (the cart id is cleared; the next page refreshes the cart). `unavailable`: the stock no longer
 * covers these lines. `changed`: the shop asks another total than the shopper confirmed (the new one is in the
 * cart state). `failed`: not placed for another reason (a payment not authorized).
 */
export type PlaceOrderResult =
  | { type: 'order'; order: HttpTypes.StoreOrder }
  | { type: 'unavailable'; lines: ShortLine[] }
  | { type: 'changed'; changes: CartChanges }
  | { type: 'unpaid'; message: string }
  | { type: 'failed' }

/**
 * Paying before the order (card and PayPal): run once the cart is priced as confirmed and its pieces are there, right
 * before completing. Returns what to tell the shopper when the payment did not go through, else null.
 */
export type PayFirst = (cart: Cart) => Promise<string | null>

type Completion = { type: 'order'; order: HttpTypes.StoreOrder } | { type: 'cart'; cart: Cart }

const cartPath = (id: string) => `/store/carts/${encodeURIComponent(id)}`

/** The cart priced as the shop prices it now: prices, promotions, taxes, shipping (the back end's POST /store/carts/:id/refresh). */
const repriced = async (id: string) => (await storePost<{ cart: Cart }>(`${cartPath(id)}/refresh`, { query: { fields: CART_FIELDS } })).cart

/**
 * Medusa refuses to complete a cart the shop cannot sell as it stands with type `not_allowed`: an inventory item
 * someone else reserved first, a promotion used up in between, or (code `total_changed`) a total that moved since
 * the cart was last priced, as the back end prices the cart again while completing it. Which of them, the checkout
 * finds out itself.
 */
const refusedAsItStands = (error: unknown) =>
  error instanceof StoreError && (error.type === 'not_allowed' || error.code === INSUFFICIENT_INVENTORY || error.code === TOTAL_CHANGED)

/** The cart's lines the live stock no longer covers (the shop's own rule, `/api/availability`). */
async function unavailableLines(ctx: CartContext, cart: Cart): Promise<ShortLine[]> {
  const variants = [...new Set((cart.items ?? []).flatMap((item) => (item.variant_id ? [item.variant_id] : [])))]
  const stock = Object.fromEntries(await Promise.all(variants.map(async (id) => [id, await availableOf(ctx.country, id)] as const)))
  return shortLines(cart.items ?? [], stock)
}

/** What differs from the confirmed cart; when something does, the new cart is shown with the shopper's choices kept. */
async function changedSince(ctx: CartContext, shown: Cart, now: Cart): Promise<CartChanges | null> {
  const changes = cartChanges(shown, now)
  if (!changes) return null
  try {
    ctx.store.set(cartAtom, await keepChoices(shown, now))
  } catch (error) {
    // the new amounts are shown all the same; a choice the back end dropped is asked for again
    ctx.store.set(cartAtom, (await fetchCart(now.id, ctx).catch(() => null)) ?? now)
    throw error
  }
  return changes
}

/** A refused completion: the pieces no longer there, or a total that changed after all; else the refusal stands. */
async function explain(ctx: CartContext, shown: Cart, refusal: unknown): Promise<PlaceOrderResult> {
  const now = await fetchCart(shown.id, ctx)
  if (!now) throw refusal
  const lines = await unavailableLines(ctx, now)
  if (lines.length) {
    ctx.store.set(cartAtom, now)
    return { type: 'unavailable', lines }
  }
  const changes = await changedSince(ctx, shown, await repriced(shown.id))
  if (changes) return { type: 'changed', changes }
  throw refusal
}

/**
 * Completes the cart after the queued mutations, at the total the shopper confirmed (`shown`, the cart the review
 * step showed): the cart is priced afresh first, and a different total is shown for a new confirmation instead of
 * being charged. The back end prices it once more as it completes it and refuses a total other than the confirmed one. With `payFirst` (card, PayPal) the payment is confirmed with the provider in between. Medusa locks
 * the cart while completing and answers a second completion with the same order.
 */
export function placeOrder(
  ctx: CartContext,
  { shown, newsletter, payFirst }: { shown: Cart; newsletter: boolean; payFirst?: PayFirst },
): Promise<PlaceOrderResult> {
  return cartQueue.run(async () => {
    const cart = await requireCart(ctx)
    const now = await repriced(cart.id)
    const changes = await changedSince(ctx, shown, now)
    if (changes) return { type: 'changed', changes }
    if (payFirst) {
      // money is asked for only for pieces that are still there: a payment authorised for an order that then cannot
      // be placed would hold the shopper's money for days
      const lines = await unavailableLines(ctx, now)
      if (lines.length) return { type: 'unavailable', lines }
      const unpaid = await payFirst(now)
      if (unpaid) return { type: 'unpaid', message: unpaid }
    }
    const locale = localeOf(ctx.country)
    // the locale is usually stored with the email already; a round trip less on the way to the order
    if (now.metadata?.locale !== locale || Boolean(now.metadata?.newsletter) !== newsletter) {
      await sdk().cart.update(cart.id, { metadata: { ...now.metadata, locale, newsletter } })
    }
    let result: Completion
    try {
      result = await storePost<Completion>(`${cartPath(cart.id)}/complete`, { headers: { [CONFIRMED_TOTAL_HEADER]: String(shown.total) } })
    } catch (error) {
      if (!refusedAsItStands(error)) throw error
      return explain(ctx, shown, error)
    }
    if (result.type === 'order') {
      // the confirmation page reloads the (now absent) cart, so the checkout never flashes "empty"
      writeCartId(null)
      return result
    }
    ctx.store.set(cartAtom, (await fetchCart(cart.id, ctx)) ?? cart)
    return { type: 'failed' }
  })
}

/**
 * "Remove and continue": the lines the stock no longer covers go (or keep what is left of them); totals, shipping
 * and payment follow (`keepChoices`). Resolves with the cart as the back end holds it, empty or not.
 */
export function removeUnavailable(ctx: CartContext, lines: readonly ShortLine[]): Promise<Cart | null> {
  return mutate(
    ctx,
    async () => {
      const before = await requireCart(ctx)
      for (const line of lines) {
        if (line.available > 0) await postLineItems(before.id, line.lineId, { quantity: line.available })
        else await sdk().cart.deleteLineItem(before.id, line.lineId)
      }
      const after = await fetchCart(before.id, ctx)
      return after && (after.items ?? []).length > 0 ? keepChoices(before, after) : after
    },
    { failure: 'checkout.errors.adjust' },
  )
}
