/** A price of a variant as Medusa answers it: per currency, or per region (a rule on region_id). */
export type Price = {
  id?: string
  amount: number
  currency_code: string
  min_quantity?: number | null
  max_quantity?: number | null
  rules?: Record<string, string> | null
  price_rules?: { attribute: string; value: string }[] | null
}

/** A column of the price grid: a currency, or a region's own price in its currency. */
export type PriceColumn = { key: string; currency_code: string; region_id?: string; label: string }

export const columnKey = (currency: string, region?: string) => (region ? `region:${region}` : `currency:${currency}`)

const regionOf = (price: Price) => price.rules?.region_id ?? price.price_rules?.find((rule) => rule.attribute === 'region_id')?.value

/** The grid cell a price belongs to (prices with other rules, such as quantity tiers, belong to none). */
export function keyOfPrice(price: Price): string | null {
  if (price.min_quantity != null || price.max_quantity != null) return null
  const region = regionOf(price)
  const others =
    Object.keys(price.rules ?? {}).filter((key) => key !== 'region_id').length +
    (price.price_rules ?? []).filter((rule) => rule.attribute !== 'region_id').length
  if (others) return null
  return columnKey(price.currency_code, region)
}

/** One variant's row of the grid: column key → amount (major units, as Medusa 2 answers). */
export function rowOfPrices(prices: Price[]): Record<string, number> {
  const row: Record<string, number> = {}
  for (const price of prices) {
    const key = keyOfPrice(price)
    if (key) row[key] = Number(price.amount)
  }
  return row
}

/**
 * A variant's prices after the grid was edited. Medusa replaces a variant's prices with the list it gets,
 * so every price is sent: the grid's cells (keeping each price's id), and untouched the ones the grid does
 * not show (tiers, price-list rules). An empty cell removes that price.
 */
export function pricesOfRow(existing: Price[], row: Record<string, number | null | undefined>, columns: PriceColumn[]): Price[] {
  const kept = existing
    .filter((price) => keyOfPrice(price) === null)
    .map(({ id, amount, currency_code, min_quantity, max_quantity, rules }) => ({
      id,
      amount,
      currency_code,
      ...(min_quantity != null ? { min_quantity } : {}),
      ...(max_quantity != null ? { max_quantity } : {}),
      ...(rules && Object.keys(rules).length ? { rules } : {}),
    }))
  const cells = columns.flatMap((column) => {
    const amount = row[column.key]
    if (amount === null || amount === undefined || Number.isNaN(amount)) return []
    const id = existing.find((price) => keyOfPrice(price) === column.key)?.id
    return [{ ...(id ? { id } : {}), amount, currency_code: column.currency_code, ...(column.region_id ? { rules: { region_id: column.region_id } } : {}) }]
  })
  return [...cells, ...kept]
}

/** Whether a row differs from the stored prices (only changed variants go into the batch). */
export const rowChanged = (stored: Record<string, number | null | undefined>, row: Record<string, number | null | undefined>, columns: PriceColumn[]) =>
  columns.some((column) => (stored[column.key] ?? null) !== (row[column.key] ?? null))

/**
 * The currencies every variant must have a price in: each currency of the store, since each is a region's (a
 * variant without a price there cannot be sold in that region). A region's own price is optional: the region then
 * charges its currency's price.
 */
export const requiredCurrencies = (columns: readonly PriceColumn[]) => columns.filter((column) => !column.region_id).map((column) => column.currency_code)

/** How many cells of required columns (the store's currencies) are empty in the given rows. */
export function missingRequiredCells(
  grid: Record<string, Record<string, number | null | undefined>>,
  rowIds: readonly string[],
  columns: readonly PriceColumn[],
) {
  const required = columns.filter((column) => !column.region_id)
  return rowIds.reduce((count, id) => count + required.filter((column) => grid[id]?.[column.key] === null || grid[id]?.[column.key] === undefined).length, 0)
}
