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

/** The field a cart read answers beside `cart` when it took promotions off that no longer exist or run. */
export const WITHDRAWN_PROMOTIONS = 'withdrawn_promotion_codes'
