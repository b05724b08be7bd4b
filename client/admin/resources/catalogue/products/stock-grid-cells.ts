import type { Grid } from '../../../ui/grid/cells'

/** An inventory item's stock at each location it is kept at, as `GET /admin/inventory-items` answers it. */
export type ItemLevels = { id: string; location_levels?: { location_id: string; stocked_quantity: number; reserved_quantity: number }[] | null }

/** A row of the stock grid: a variant and the inventory item it draws its stock from. */
export type StockRow = { variantId: string; itemId: string }

type Level = { inventory_item_id: string; location_id: string; stocked_quantity: number }

const levelOf = (items: ItemLevels[], row: StockRow, locationId: string) =>
  items.find((item) => item.id === row.itemId)?.location_levels?.find((level) => level.location_id === locationId)

/** The grid as stored: per variant, the pieces stocked at each location it has a level at (other cells are empty). */
export function stockGrid(rows: StockRow[], items: ItemLevels[], locationIds: string[]): Grid {
  return Object.fromEntries(
    rows.map((row) => [
      row.variantId,
      Object.fromEntries(
        locationIds.flatMap((locationId) => {
          const level = levelOf(items, row, locationId)
          return level ? [[locationId, Number(level.stocked_quantity)]] : []
        }),
      ),
    ]),
  )
}

/**
 * The body of `POST /admin/inventory-items/location-levels/batch` for what changed: a changed count updates the
 * item's level there, a count where the item had none gives it a level at that location. Medusa books all of it in
 * one workflow or none.
 */
export function stockChanges(rows: StockRow[], stored: Grid, grid: Grid, locationIds: string[]): { create: Level[]; update: Level[] } {
  const create: Level[] = []
  const update: Level[] = []
  for (const row of rows)
    for (const location_id of locationIds) {
      const before = stored[row.variantId]?.[location_id]
      const after = grid[row.variantId]?.[location_id]
      if (typeof after !== 'number' || Number.isNaN(after) || after === before) continue
      ;(before === undefined ? create : update).push({ inventory_item_id: row.itemId, location_id, stocked_quantity: after })
    }
  return { create, update }
}

/** Cells emptied where the variant is stocked: a stocktaking counts 0 there, an empty cell would mean nothing. */
export const clearedLevels = (rows: StockRow[], stored: Grid, grid: Grid, locationIds: string[]) =>
  rows.reduce(
    (count, row) =>
      count + locationIds.filter((location) => stored[row.variantId]?.[location] !== undefined && (grid[row.variantId]?.[location] ?? null) === null).length,
    0,
  )

/** Cells set below the pieces reserved there for orders: those orders could no longer be served. */
export const belowReserved = (rows: StockRow[], items: ItemLevels[], grid: Grid, locationIds: string[]) =>
  rows.reduce(
    (count, row) =>
      count +
      locationIds.filter((location) => {
        const value = grid[row.variantId]?.[location]
        return typeof value === 'number' && value < reservedAt(items, row, location)
      }).length,
    0,
  )

/** What is reserved for orders at a cell (shown under it), 0 when nothing is. */
export const reservedAt = (items: ItemLevels[], row: StockRow, locationId: string) => Number(levelOf(items, row, locationId)?.reserved_quantity ?? 0)
