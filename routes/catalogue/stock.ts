/**
 * What a variant's stock means for a shopper; one rule for the catalogue API, the live availability
 * endpoint and the product page.
 */

import { LOW_STOCK_THRESHOLD } from '../../rules/low-stock'

export { LOW_STOCK_THRESHOLD }

export type StockStatus = 'in_stock' | 'low_stock' | 'sold_out'

/** `quantity` is what can still be bought, or null when there is no limit (stock not tracked, back orders allowed). */
export type VariantStock = { status: StockStatus; quantity: number | null }

/** The fields of a Medusa variant the decision reads (`+variants.inventory_quantity` is the sales channel's available quantity). */
export type StockFields = {
  manage_inventory?: boolean | null
  allow_backorder?: boolean | null
  inventory_quantity?: number | null
}

export function variantStock(variant: StockFields): VariantStock {
  if (variant.manage_inventory === false || variant.allow_backorder) return { status: 'in_stock', quantity: null }
  const quantity = Math.max(0, Math.floor(variant.inventory_quantity ?? 0))
  if (quantity === 0) return { status: 'sold_out', quantity }
  return { status: quantity <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock', quantity }
}

export const available = (stock: VariantStock) => stock.status !== 'sold_out'
