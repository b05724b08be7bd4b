// What VAT a total includes: one rule for the cart, checkout and order pages (routes/cart/included-rate.ts
// re-exports it) and the order confirmation mail, so both word the same line the same way.
import { type VatLine, vatFor } from './vat'

export type { VatLine } from './vat'

export type TaxedTotals = {
  /** `is_giftcard`: a bought gift card's line (Medusa's flag, which its store types leave out). */
  items?: { tax_lines?: { rate: number | string }[] | null; is_giftcard?: boolean | null }[] | null
  tax_total: number
  total: number
}

/**
 * The VAT rate a total includes, as a percentage: the lines' own rate when all agree (0 for the countries the shop
 * exports to free of VAT), tax ÷ net when the lines carry none but the total has tax; null when the lines' rates
 * differ (then only "incl. VAT") or nothing is known yet (no tax lines, no tax).
 */
export function includedRate(totals: TaxedTotals): number | null {
  const rates = new Set((totals.items ?? []).flatMap((item) => (item.tax_lines ?? []).map((line) => Number(line.rate))))
  if (rates.size === 1) return [...rates][0]!
  if (rates.size > 1) return null
  const net = totals.total - totals.tax_total
  return totals.tax_total > 0 && net > 0 ? Math.round((totals.tax_total / net) * 100) : null
}

/**
 * The VAT line under a total delivered to `country` (the shipping address's, else the shop's country): the
 * country decides between VAT included and a tax-free export (rules/vat.ts), the total's tax lines give
 * the rate Medusa charged. Without a country the totals alone decide: a tax-free export at 0 %, the included rate
 * when there is tax, no line while nothing is known. Gift cards alone bear no VAT whatever the country (a
 * multi-purpose voucher); beside goods they carry no tax lines, so the goods' rate is the one stated.
 */
export function vatLine(totals: TaxedTotals, country?: string | null): VatLine | null {
  const items = totals.items ?? []
  if (items.length && items.every((item) => item.is_giftcard)) return { kind: 'voucher' }
  const rate = includedRate(totals)
  if (country) return vatFor(country, rate)
  if (rate === 0) return { kind: 'export' }
  return totals.tax_total > 0 ? { kind: 'included', rate } : null
}
