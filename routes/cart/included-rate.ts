import type { Cart } from './cart-state'

type Totals = Pick<Cart, 'items' | 'tax_total' | 'total'>

/**
 * The VAT rate a cart's total includes, as a percentage: the lines' own rate when all agree (0 for the
 * countries the shop exports to free of VAT), tax ÷ net when the lines carry none but the total has tax;
 * null when the lines' rates differ (then only "incl. VAT") or nothing is known yet (no tax lines, no tax).
 */
export function includedRate(cart: Totals): number | null {
  const rates = new Set((cart.items ?? []).flatMap((item) => ((item as { tax_lines?: { rate: number }[] }).tax_lines ?? []).map((line) => Number(line.rate))))
  if (rates.size === 1) return [...rates][0]!
  if (rates.size > 1) return null
  const net = cart.total - cart.tax_total
  return cart.tax_total > 0 && net > 0 ? Math.round((cart.tax_total / net) * 100) : null
}
