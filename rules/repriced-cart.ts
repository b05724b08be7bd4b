// What the back end answers when it re-prices a cart on its own (src/api/store/carts/reprice-at-completion.ts and
// withdraw-ended-promotions.ts); the storefront reads the same names (routes/checkout/place-order.ts, routes/cart).

/** The `code` of a refused completion (409): the cart, priced afresh, no longer totals what it held. */
export const TOTAL_CHANGED = 'total_changed'

/**
 * The total the shopper confirmed, sent by the checkout with the completion. It can only refuse an order (a total
 * priced now that differs from it), never price one: a write between the checkout's last look and the completion
 * (its own, or another tab's) must not be charged unseen.
 */
export const CONFIRMED_TOTAL_HEADER = 'x-confirmed-total'

/** A promotion the shop took off a cart because it no longer exists or runs, and when (ISO time). */
export type WithdrawnPromotion = { code: string; at: string }

/**
 * Where the back end keeps a cart's withdrawn promotions (its metadata, which shoppers cannot write and an order does
 * not inherit: rules/shopper-metadata.ts), and the field every cart read answers them in beside `cart`, so a notice
 * lost with one answer (another tab's read, a retried request) comes with the next.
 */
export const WITHDRAWN_PROMOTIONS = 'withdrawn_promotions'

/** The most a cart remembers, newest kept. */
const REMEMBERED = 10

/**
 * The withdrawals a cart keeps after `codes` were taken off at `at`: the earlier ones, then the new ones, the newest
 * `REMEMBERED`. A stored value of any other shape counts as none.
 */
export function rememberWithdrawn(stored: unknown, codes: string[], at: string): WithdrawnPromotion[] {
  return [...withdrawnOf(stored), ...codes.map((code) => ({ code, at }))].slice(-REMEMBERED)
}

/** The withdrawals to tell of: those whose code is not on the cart again (`onCart`, re-entered since). */
export function withdrawnToTell(stored: unknown, onCart: string[]): WithdrawnPromotion[] {
  return withdrawnOf(stored).filter((entry) => !onCart.includes(entry.code))
}

function withdrawnOf(stored: unknown): WithdrawnPromotion[] {
  if (!Array.isArray(stored)) return []
  return stored.filter(
    (entry): entry is WithdrawnPromotion => typeof entry === 'object' && entry !== null && typeof entry.code === 'string' && typeof entry.at === 'string',
  )
}
