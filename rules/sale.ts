// What a sale saves: one rule for product cards and pages, cart, checkout and order lines (routes/catalogue/sale.ts
// re-exports it) and the order mail. A sale price list lowers a price; the price before it is shown struck through.

import { roundCents as cents } from './money'

/** The saving when `original` is above `price`, in cents' precision; null when nothing is saved. */
export function saving(price: number, original: number | null | undefined): number | null {
  if (typeof original !== 'number' || !(original > price)) return null
  return cents(original - price)
}

export type SaleLine = { unit_price: number; quantity: number; compare_at_unit_price?: number | string | null }

/**
 * A line bought on sale: Medusa keeps the price before the sale as the line's `compare_at_unit_price` (set when the
 * piece was added at a sale price list's price). Null when the line was not reduced (or the sale ended and the
 * line was repriced to the original).
 */
export function lineSale(line: SaleLine): { originalUnit: number; saving: number } | null {
  const original = line.compare_at_unit_price === null || line.compare_at_unit_price === undefined ? null : Number(line.compare_at_unit_price)
  const unitSaving = saving(line.unit_price, original)
  return unitSaving === null ? null : { originalUnit: original!, saving: cents(unitSaving * line.quantity) }
}
