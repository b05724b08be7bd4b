import type { MessageKey } from '../../i18n'
import { localeOf } from '../../rules/languages'
import { WITHDRAWN_PROMOTIONS, type WithdrawnPromotion } from '../../rules/repriced-cart'
import { notify } from '../lib/notify'
import { readCartId, writeCartId } from './cart-cookie'
import { CART_FIELDS } from './cart-fields'
import { client, messageOf, sdk, statusOf } from './cart-sdk'
import { type Cart, type CartContext, cartAtom, cartPendingAtom, cartStatusAtom } from './cart-state'
import { postLineItems } from './line-items'
import { promotionCodes } from './promotion-codes'
import { createQueue } from './queue'
import { regionIdOf } from './regions'
import { shortageNotice } from './stock-notice'
import { StoreError, storePost } from './store-request'
import { untoldWithdrawals } from './withdrawn-notices'

/** What every cart action needs: the app's jotai store, the visitor's country and the translator for notifications. */

export const query = { fields: CART_FIELDS }

/** One queue per tab: every read and write of the cart runs in order, so fast clicks never lose an update. */
const queue = createQueue()

/**
 * The cart as the back end holds it; null when there is none. Reading it takes off promotions that were deleted or
 * no longer run (the back end's withdraw-ended-promotions.ts): with `ctx` the shopper is told which, once per
 * withdrawal in this browser (withdrawn-notices.ts).
 */
export async function fetchCart(id: string, ctx?: CartContext): Promise<Cart | null> {
  try {
    const answer: { cart: Cart; [WITHDRAWN_PROMOTIONS]?: WithdrawnPromotion[] } = await sdk().cart.retrieve(id, query)
    if (ctx) {
      for (const { code } of untoldWithdrawals(id, answer[WITHDRAWN_PROMOTIONS] ?? [])) {
        notify(ctx.store, { tone: 'info', message: ctx.t('cart.promotion.withdrawn', { code }) })
      }
    }
    return answer.cart
  } catch (error) {
    if (statusOf(error) === 404) return null
    throw error
  }
}

/**
 * The stored cart, moved to the current country's region when it belongs to another (prices and shipping follow the
 * country). Until the checkout has a delivery address the cart is addressed to the shop's country alone, so Medusa
 * taxes it and lists its shipping for that country: the cart says what the product pages said.
 */
async function current(ctx: CartContext): Promise<Cart | null> {
  const id = readCartId()
  if (!id) return null
  const cart = await fetchCart(id, ctx)
  if (!cart || cart.completed_at) {
    writeCartId(null)
    return null
  }
  const regionId = await regionIdOf(ctx.country)
  if (!regionId) return cart
  const otherRegion = cart.region_id !== regionId
  const otherCountry = !cart.shipping_address?.address_1 && cart.shipping_address?.country_code?.toLowerCase() !== ctx.country
  if (!otherRegion && !otherCountry) return cart
  const update = { ...(otherRegion ? { region_id: regionId } : {}), shipping_address: { country_code: ctx.country } }
  return (await sdk().cart.update(cart.id, update, query)).cart
}

/** The cart in the state when it is the stored one: it already reflects every earlier queued mutation. */
function known(ctx: CartContext): Cart | null {
  const cart = ctx.store.get(cartAtom)
  return cart && cart.id === readCartId() ? cart : null
}

/** The stored cart, or a new one for the current country's region. */
export async function ensureCart(ctx: CartContext): Promise<Cart> {
  const existing = known(ctx) ?? (await current(ctx))
  if (existing) return existing
  const regionId = await regionIdOf(ctx.country)
  if (!regionId) throw new Error(`no region sells to ${ctx.country}`)
  const { cart } = await sdk().cart.create(
    { region_id: regionId, shipping_address: { country_code: ctx.country }, metadata: { locale: localeOf(ctx.country) } },
    query,
  )
  writeCartId(cart.id)
  return cart
}

/** After a failure the cart shows what the back end has, never a half-applied local guess. */
async function resync(ctx: CartContext) {
  try {
    ctx.store.set(cartAtom, await current(ctx))
  } catch (error) {
    console.error('cart reload failed', error)
    ctx.store.set(cartStatusAtom, 'error')
  }
}

type MutateOptions = {
  /** Text shown when the mutation fails. */
  failure: MessageKey
  /** A more precise text for some failures (a shortage names what is still in stock); null for the others. */
  explain?: (error: unknown) => Promise<string | null>
  /** Text shown when it succeeded. */
  success?: MessageKey
  /** Applied at once, before the back end answers; rolled back by the resync when the call fails. */
  optimistic?: (cart: Cart) => Cart
}

/**
 * Runs a cart mutation in the queue. The back end's answer becomes the cart only when no later
 * mutation is waiting (its answer will be newer); a failure is logged, shown as a notification,
 * reverted to the back end's state and rethrown.
 */
export function mutate(ctx: CartContext, task: () => Promise<Cart | null>, { failure, explain, success, optimistic }: MutateOptions): Promise<Cart | null> {
  const { store } = ctx
  const before = store.get(cartAtom)
  const guess = optimistic && before ? optimistic(before) : null
  if (guess) store.set(cartAtom, guess)
  store.set(cartPendingAtom, (n) => n + 1)
  return queue
    .run(async () => {
      try {
        const cart = await task()
        if (queue.pending <= 1) store.set(cartAtom, cart)
        store.set(cartStatusAtom, 'success')
        if (success) notify(store, { tone: 'success', message: ctx.t(success) })
        return cart
      } catch (error) {
        const explained = await explain?.(error).catch(() => null)
        // an explained refusal (a shortage) is the shop working as it should, not an error of the page
        if (explained) console.warn(failure, error)
        else console.error(failure, error)
        notify(store, { tone: 'error', message: explained ?? ctx.t(failure) })
        // the optimistic guess goes at once; should the back end not answer the resync either, the cart
        // shows what it last confirmed (the cart id stays, nothing is lost)
        if (guess && store.get(cartAtom) === guess) store.set(cartAtom, before)
        await resync(ctx)
        throw error
      }
    })
    .finally(() => store.set(cartPendingAtom, (n) => n - 1))
}

/** Loads the stored cart (if any) into the state; called after hydration and on the cart and checkout pages. */
export function loadCart(ctx: CartContext): Promise<Cart | null> {
  const { store } = ctx
  if (store.get(cartStatusAtom) === 'idle') store.set(cartStatusAtom, 'pending')
  return queue.run(async () => {
    try {
      const cart = await current(ctx)
      store.set(cartAtom, cart)
      store.set(cartStatusAtom, 'success')
      return cart
    } catch (error) {
      console.error('cart load failed', error)
      store.set(cartStatusAtom, 'error')
      return null
    }
  })
}

/** Loads the cart unless this page has already asked for it: the header's count then needs no second read. */
export function loadCartOnce(ctx: CartContext): Promise<Cart | null> {
  if (ctx.store.get(cartStatusAtom) !== 'idle') return Promise.resolve(ctx.store.get(cartAtom))
  return loadCart(ctx)
}

/** How many pieces of the variant the cart holds as far as this tab knows. */
const inCart = (ctx: CartContext, variantId: string) =>
  (ctx.store.get(cartAtom)?.items ?? []).filter((item) => item.variant_id === variantId).reduce((sum, item) => sum + item.quantity, 0)

/**
 * Same variant → its line grows by `quantity` (Medusa merges lines by variant); otherwise a new line.
 * Notifies either way; beyond the stock, the notification names what can still be bought.
 */
export function addItem(ctx: CartContext, variantId: string, quantity = 1) {
  return mutate(
    ctx,
    async () => {
      const cart = await ensureCart(ctx)
      return postLineItems(cart.id, null, { variant_id: variantId, quantity })
    },
    {
      failure: 'catalogue.addToCart.failed',
      success: 'catalogue.addToCart.added',
      explain: (error) => shortageNotice(ctx, error, { variantId, change: 'add', inCart: inCart(ctx, variantId) }),
    },
  )
}

/** A bought gift card as the back end's route takes it (`POST /store/carts/:id/gift-card-lines`, rules/gift-cards.ts). */
export type GiftCardLineBody = {
  variant_id: string
  amount: number | null
  recipient_email: string | null
  recipient_name: string | null
  message: string | null
  deliver_on: string | null
}

/**
 * A gift card into the cart through the back end's own route, which checks the details by the shop's rule and prices
 * an own amount itself; a refusal (400) is notified in the back end's words, which are the visitor's language.
 */
export function addGiftCard(ctx: CartContext, line: GiftCardLineBody) {
  return mutate(
    ctx,
    async () => {
      const cart = await ensureCart(ctx)
      const path = `/store/carts/${encodeURIComponent(cart.id)}/gift-card-lines`
      return (await storePost<{ cart: Cart }>(path, { body: line, query })).cart
    },
    {
      failure: 'catalogue.addToCart.failed',
      success: 'catalogue.addToCart.added',
      explain: async (error) => (error instanceof StoreError && error.status === 400 ? error.message : null),
    },
  )
}

const withQuantity =
  (lineId: string, quantity: number) =>
  (cart: Cart): Cart => ({
    ...cart,
    items: (cart.items ?? []).flatMap((item) => (item.id !== lineId ? [item] : quantity > 0 ? [{ ...item, quantity }] : [])),
  })

export function updateQuantity(ctx: CartContext, lineId: string, quantity: number) {
  if (quantity < 1) return removeItem(ctx, lineId)
  const variantId = ctx.store.get(cartAtom)?.items?.find((item) => item.id === lineId)?.variant_id
  return mutate(
    ctx,
    async () => {
      const cart = await requireCart(ctx)
      return postLineItems(cart.id, lineId, { quantity })
    },
    {
      failure: 'cart.errors.update',
      optimistic: withQuantity(lineId, quantity),
      explain: async (error) => (variantId ? shortageNotice(ctx, error, { variantId, change: 'quantity', inCart: quantity }) : null),
    },
  )
}

export function removeItem(ctx: CartContext, lineId: string) {
  return mutate(
    ctx,
    async () => {
      const cart = await requireCart(ctx)
      await sdk().cart.deleteLineItem(cart.id, lineId)
      return fetchCart(cart.id, ctx)
    },
    { failure: 'cart.errors.remove', optimistic: withQuantity(lineId, 0) },
  )
}

/** Why the shop did not put a code on the cart, as the back end says (its route `/store/carts/:id/promotion-codes`). */
export type PromotionRefusal = { code: string; reason: 'unknown' | 'used_up' | 'not_applicable' }

const REFUSALS: Record<PromotionRefusal['reason'], MessageKey> = {
  unknown: 'cart.promotion.unknown',
  used_up: 'cart.promotion.usedUp',
  not_applicable: 'cart.promotion.notApplicable',
}

/** The back end's own sentence for too many codes tried (429, in the shop's language, with the minutes to wait). */
export const tooManyAttempts = async (error: unknown) => (statusOf(error) === 429 ? messageOf(error) : null)

/**
 * Adds a promotion code. Answers null when it is on the cart; otherwise the shopper's sentence why not (a code
 * that does not exist or is not running, one used up, one that does not fit the cart, too many codes tried), also
 * notified, never silently dropped.
 */
export async function applyPromotion(ctx: CartContext, code: string): Promise<string | null> {
  let refused: PromotionRefusal | null = null
  try {
    await mutate(
      ctx,
      async () => {
        const cart = await requireCart(ctx)
        const answer = await client().fetch<{ cart: Cart; refused: PromotionRefusal | null }>(`/store/carts/${cart.id}/promotion-codes`, {
          method: 'POST',
          body: { code },
          query,
        })
        refused = answer.refused
        return answer.cart
      },
      { failure: 'cart.errors.promotion', explain: tooManyAttempts },
    )
  } catch (error) {
    const waiting = await tooManyAttempts(error)
    if (waiting) return waiting
    throw error
  }
  const refusal = refused as PromotionRefusal | null
  if (!refusal) return null
  const message = ctx.t(REFUSALS[refusal.reason] ?? 'cart.promotion.notApplicable', { code: refusal.code })
  notify(ctx.store, { tone: 'error', message })
  return message
}

export function removePromotion(ctx: CartContext, code: string) {
  return mutate(
    ctx,
    async () => {
      const cart = await requireCart(ctx)
      return (await sdk().cart.update(cart.id, { promo_codes: promotionCodes(cart).filter((applied) => applied !== code) }, query)).cart
    },
    { failure: 'cart.errors.promotion' },
  )
}

/** Mutations of an existing cart need its id. */
export async function requireCart(ctx: CartContext): Promise<Cart> {
  const cart = known(ctx) ?? (await current(ctx))
  if (!cart) throw new Error('No existing cart found, please create one before updating')
  return cart
}

export { queue as cartQueue }
