/** An inventory item with its stock per location, as the inventory list reads it. */
export type StockedItem = { id: string; location_levels?: { location_id: string; stocked_quantity: number; reserved_quantity: number }[] | null }

/** Set the stocked quantity to a number, or add pieces that arrived. */
export type StockMode = 'set' | 'add'

type Level = { inventory_item_id: string; location_id: string; stocked_quantity: number }

/**
 * The body of `POST /admin/inventory-items/location-levels/batch` that books stock for several items at one
 * location: items stocked there already are updated (to the number, or by the pieces added), the others get a
 * level at the location (with the number, or the pieces added).
 */
export function stockBatch(items: StockedItem[], locationId: string, mode: StockMode, quantity: number): { create: Level[]; update: Level[] } {
  const create: Level[] = []
  const update: Level[] = []
  for (const item of items) {
    const level = item.location_levels?.find((candidate) => candidate.location_id === locationId)
    const stocked_quantity = mode === 'set' ? quantity : (level ? Number(level.stocked_quantity) : 0) + quantity
    ;(level ? update : create).push({ inventory_item_id: item.id, location_id: locationId, stocked_quantity })
  }
  return { create, update }
}

/** The most pieces reserved of any of the items at the location: stock set below it could not serve those orders. */
export function mostReserved(items: StockedItem[], locationId: string): number {
  return Math.max(0, ...items.map((item) => Number(item.location_levels?.find((level) => level.location_id === locationId)?.reserved_quantity ?? 0)))
}
