import type { Grid } from '../../ui/grid/cells'
import { columnKey, keyOfPrice, type Price, type PriceColumn, rowOfPrices } from '../catalogue/products/prices'

/** A price of a price list as Medusa answers it: a variant's amount in a currency, or in a region (a rule on region_id). */
export type ListPrice = Price & { id: string; variant_id: string }

type NewPrice = { variant_id: string; currency_code: string; amount: number; rules?: { region_id: string } }

/** The body of `POST /admin/price-lists/{id}/prices/batch`: every change of the grid in one call. */
export type PriceBatch = { create: NewPrice[]; update: (NewPrice & { id: string })[]; delete: string[] }

/** The list's amounts per variant and grid column (prices with other rules, such as quantity tiers, in none). */
export function listGrid(prices: ListPrice[]): Grid {
  const grid: Grid = {}
  for (const price of prices) grid[price.variant_id] = { ...grid[price.variant_id], ...rowOfPrices([price]) }
  return grid
}

const cellPrice = (variantId: string, column: PriceColumn, amount: number): NewPrice => ({
  variant_id: variantId,
  currency_code: column.currency_code,
  amount,
  ...(column.region_id ? { rules: { region_id: column.region_id } } : {}),
})

/**
 * The grid's changes as one batch: a filled cell without a price creates one, a changed amount updates it (its id
 * kept), an emptied cell deletes it. Prices the grid does not show stay as they are; so do cells no row shows.
 */
export function priceBatch(prices: ListPrice[], grid: Grid, columns: PriceColumn[]): PriceBatch {
  const batch: PriceBatch = { create: [], update: [], delete: [] }
  for (const [variantId, row] of Object.entries(grid)) {
    for (const column of columns) {
      const amount = row[column.key]
      const filled = amount !== null && amount !== undefined && !Number.isNaN(amount)
      const stored = prices.find((price) => price.variant_id === variantId && keyOfPrice(price) === column.key)
      if (stored && !filled) batch.delete.push(stored.id)
      else if (!stored && filled) batch.create.push(cellPrice(variantId, column, amount))
      else if (stored && filled && Number(stored.amount) !== amount) batch.update.push({ id: stored.id, ...cellPrice(variantId, column, amount) })
    }
  }
  return batch
}

export const batchSize = (batch: PriceBatch) => batch.create.length + batch.update.length + batch.delete.length

/**
 * A variant's regular price in a grid column: its own price there, and in a region's column without one the
 * currency's price (which Medusa charges in that region then).
 */
export function regularPrice(variantPrices: Price[], column: PriceColumn): number | null {
  const row = rowOfPrices(variantPrices)
  return row[column.key] ?? (column.region_id ? (row[columnKey(column.currency_code)] ?? null) : null)
}

/** The share a list price takes off the regular one, in whole percent; null when it is not lower. */
export function discountPercent(listAmount: number | null | undefined, regular: number | null): number | null {
  if (listAmount === null || listAmount === undefined || Number.isNaN(listAmount) || !regular || !(listAmount < regular)) return null
  return Math.round(((regular - listAmount) / regular) * 100)
}

/** The cells holding a negative amount (no price can be below 0): the grid is not saved while there are any. */
