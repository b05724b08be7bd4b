import type { LineItem } from '../cart/cart-state'

/** A cart line the stock no longer covers; `available` is what can still be bought of it (0: none at all). */
export type ShortLine = { lineId: string; variantId: string; quantity: number; available: number }

/**
 * The lines that ask for more than can be bought now, given what is available of each variant (null or
 * missing: no limit, or not known — such a line is not called short on a guess). Lines of one variant
 * share its stock in the cart's order.
 */
export function shortLines(items: readonly LineItem[], available: Readonly<Record<string, number | null | undefined>>): ShortLine[] {
  const left = new Map<string, number>()
  const short: ShortLine[] = []
  for (const item of items) {
    const stock = item.variant_id ? available[item.variant_id] : null
    if (!item.variant_id || typeof stock !== 'number') continue
    const remaining = left.get(item.variant_id) ?? Math.max(0, stock)
    left.set(item.variant_id, Math.max(0, remaining - item.quantity))
    if (item.quantity > remaining) short.push({ lineId: item.id, variantId: item.variant_id, quantity: item.quantity, available: remaining })
  }
  return short
}
