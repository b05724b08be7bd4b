import type { Cart } from '../cart/cart-state'
import { promotionCodes } from '../cart/promotion-codes'

type Change = { before: number; after: number }

/** What differs between the cart the shopper confirmed and the cart as the shop prices it now. */
export type CartChanges = {
  total: Change
  /** Lines of both carts whose unit price changed. */
  prices: { lineId: string; unitPrice: Change }[]
  /** Promotion codes the confirmed cart had and the current one has lost (expired, used up, withdrawn). */
  promotionsGone: string[]
  discount: Change | null
  shipping: Change | null
}

// amounts are major units (euros, not cents); anything under half a cent is rounding, not a change
const differs = (before: number | null | undefined, after: number | null | undefined) => Math.abs((before ?? 0) - (after ?? 0)) >= 0.005
const change = (before: number | null | undefined, after: number | null | undefined): Change | null =>
  differs(before, after) ? { before: before ?? 0, after: after ?? 0 } : null

/**
 * Null when the shopper would pay exactly the total they confirmed; otherwise the new total and what made it
 * change, for asking them to confirm again. The total decides: it is what the order charges.
 */
export function cartChanges(shown: Cart, now: Cart): CartChanges | null {
  const total = change(shown.total, now.total)
  if (!total) return null
  const before = new Map((shown.items ?? []).map((item) => [item.id, item.unit_price]))
  const prices = (now.items ?? []).flatMap((item) => {
    const unitPrice = before.has(item.id) ? change(before.get(item.id), item.unit_price) : null
    return unitPrice ? [{ lineId: item.id, unitPrice }] : []
  })
  const kept = new Set(promotionCodes(now).map((code) => code.toLowerCase()))
  return {
    total,
    prices,
    promotionsGone: promotionCodes(shown).filter((code) => !kept.has(code.toLowerCase())),
    discount: change(shown.discount_total, now.discount_total),
    shipping: change(shown.shipping_total, now.shipping_total),
  }
}
