import { describe, expect, it } from 'vitest'
import { mostReserved, stockBatch } from './stock-batch'

const items = [
  { id: 'ring', location_levels: [{ location_id: 'berlin', stocked_quantity: 3, reserved_quantity: 2 }] },
  { id: 'chain', location_levels: [{ location_id: 'pforzheim', stocked_quantity: 7, reserved_quantity: 1 }] },
  { id: 'earring', location_levels: null },
]

describe('stock booked for several items at one location', () => {
  it('sets every item to the number, creating the levels that are missing', () => {
    expect(stockBatch(items, 'berlin', 'set', 5)).toEqual({
      update: [{ inventory_item_id: 'ring', location_id: 'berlin', stocked_quantity: 5 }],
      create: [
        { inventory_item_id: 'chain', location_id: 'berlin', stocked_quantity: 5 },
        { inventory_item_id: 'earring', location_id: 'berlin', stocked_quantity: 5 },
      ],
    })
  })

  it('adds the pieces to what each item has there', () => {
    expect(stockBatch(items, 'pforzheim', 'add', 2)).toEqual({
      update: [{ inventory_item_id: 'chain', location_id: 'pforzheim', stocked_quantity: 9 }],
      create: [
        { inventory_item_id: 'ring', location_id: 'pforzheim', stocked_quantity: 2 },
        { inventory_item_id: 'earring', location_id: 'pforzheim', stocked_quantity: 2 },
      ],
    })
  })

  it('knows the most pieces reserved at the location', () => {
    expect(mostReserved(items, 'berlin')).toBe(2)
    expect(mostReserved(items, 'hamburg')).toBe(0)
  })
})
