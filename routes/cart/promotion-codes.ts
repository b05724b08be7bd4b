import type { Cart } from './cart-state'

/**
 * The codes of the promotions on the cart. A promotion staff deleted can leave an empty entry among them until the
 * back end takes it off (on the cart's next read), and a page must never fail on that.
 */
export const promotionCodes = (cart: Cart | null | undefined) =>
  ((cart?.promotions ?? []) as ({ code?: string | null } | null)[]).flatMap((promotion) => (promotion?.code ? [promotion.code] : []))
