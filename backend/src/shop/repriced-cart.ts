// What the back end answers when it re-prices a cart on its own (src/api/store/carts/reprice-at-completion.ts and
// withdraw-ended-promotions.ts); the storefront reads the same names (routes/checkout/place-order.ts, routes/cart).

/** The `code` of a refused completion (409): the cart, priced afresh, no longer totals what it held. */
export const TOTAL_CHANGED = "total_changed"

/** The field a cart read answers beside `cart` when it took promotions off that no longer exist or run. */
export const WITHDRAWN_PROMOTIONS = "withdrawn_promotion_codes"
