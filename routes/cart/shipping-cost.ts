import type { Cart } from './cart-state'

/**
 * What the totals say about shipping: an amount once it is known — the chosen method's, else what the options
 * Medusa offers the cart's country and value cost (the cheapest, "from" when they differ) — `pending` while those
 * are being asked, `atCheckout` only when nothing can be known yet (no country, no option, the question failed).
 */
export type ShippingCost =
  | { kind: 'method'; amount: number }
  | { kind: 'offered'; amount: number; from: boolean }
  | { kind: 'pending' }
  | { kind: 'atCheckout' }

/**
 * Whether the cart has anything to ship: a gift card is mailed (its lines do not require shipping in Medusa, having no
 * shipping profile), so a cart of gift cards alone needs no shipping method. Lines not known: it does.
 */
export const needsShipping = (cart: Pick<Cart, 'items'>) => !cart.items?.length || cart.items.some((item) => item.requires_shipping !== false)

/** `offers`: the options' amounts; undefined while asked, null when there is nothing to ask or the question failed. */
export function shippingCost(
  cart: Pick<Cart, 'shipping_methods' | 'shipping_total'> & Partial<Pick<Cart, 'items'>>,
  offers: readonly { amount: number }[] | null | undefined,
): ShippingCost {
  if ((cart.shipping_methods ?? []).length > 0) return { kind: 'method', amount: cart.shipping_total ?? 0 }
  if (!needsShipping(cart)) return { kind: 'method', amount: 0 }
  if (offers === undefined) return { kind: 'pending' }
  const amounts = (offers ?? []).map((offer) => offer.amount).filter((amount) => typeof amount === 'number')
  if (!amounts.length) return { kind: 'atCheckout' }
  const cheapest = Math.min(...amounts)
  return { kind: 'offered', amount: cheapest, from: amounts.some((amount) => amount !== cheapest) }
}

/** What the options are asked for: the cart, its country and its value (the valuables threshold decides the option). */
export function offersKey(
  cart: Pick<Cart, 'id' | 'item_total' | 'shipping_methods'> & Partial<Pick<Cart, 'items'>> & { shipping_address?: { country_code?: string | null } | null },
): string | null {
  const country = cart.shipping_address?.country_code
  if ((cart.shipping_methods ?? []).length > 0 || !country || !needsShipping(cart)) return null
  return `${cart.id}:${country}:${cart.item_total}`
}

/**
 * The totals with shipping while it is only known from the offered options: Medusa's total and tax leave shipping out
 * until a method is chosen, and a total without the shipping shown above it would mislead. Shipping prices include
 * the destination's VAT like every price of the shop, so at a known rate its share is added to the VAT line. A chosen
 * method, a "from" amount or nothing known leave Medusa's totals as they are.
 */
export function totalsWithShipping(cart: Pick<Cart, 'total' | 'tax_total'>, cost: ShippingCost, rate: number | null): { total: number; tax: number } {
  if (cost.kind !== 'offered' || cost.from || cost.amount === 0) return { total: cart.total, tax: cart.tax_total }
  // unrounded, as Medusa keeps its amounts: the sum rounds when shown, like the order's own tax total
  const tax = rate ? cost.amount - cost.amount / (1 + rate / 100) : 0
  return { total: cart.total + cost.amount, tax: cart.tax_total + tax }
}
