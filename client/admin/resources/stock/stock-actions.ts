import type { AdminInventoryItem } from '@medusajs/types'
import { z } from 'zod'
import { request } from '../../engine/calls'
import { actionOf, formOf } from '../../engine/resource'
import { REFERENCES } from '../references'
import { mostReserved, type StockedItem, stockBatch } from './stock-batch'

/** What the inventory list reads of each item's levels, so a booking can be checked against what is reserved. */
export const LEVEL_FIELDS = ['location_levels.location_id', 'location_levels.stocked_quantity', 'location_levels.reserved_quantity']

const levels = z.array(z.object({ location_id: z.string(), stocked_quantity: z.number(), reserved_quantity: z.number() }))

/**
 * "Bestand buchen" on the inventory list: for the chosen items at one location, set the stock to a number (a
 * stocktaking) or add the pieces that arrived (a delivery from the workshop). One call books all of them, so
 * either every item is booked or none is (Medusa's batch workflow undoes its steps on failure). Each item's
 * levels are read again just before, so pieces added meanwhile are added to; a number below what is reserved
 * at the location is refused at the field.
 */
export const bookStock = actionOf<AdminInventoryItem>()({
  id: 'book-stock',
  label: 'stockLevels.book',
  icon: 'i-ph-package',
  form: formOf<AdminInventoryItem[]>()({
    schema: z
      .object({
        location_id: z.string().min(1),
        mode: z.enum(['set', 'add']),
        quantity: z.number().int(),
        items: z.array(z.object({ id: z.string(), location_levels: levels.nullish() })),
      })
      .superRefine((values, context) => {
        const minimum = values.mode === 'add' ? 1 : mostReserved(values.items, values.location_id)
        if (values.quantity < minimum)
          context.addIssue({ code: 'too_small', origin: 'number', minimum, inclusive: true, input: values.quantity, path: ['quantity'] })
      }),
    fields: [
      { name: 'location_id', label: 'inventory.location', reference: REFERENCES.stockLocations },
      {
        name: 'mode',
        label: 'stockLevels.mode',
        options: [
          { value: 'set', label: 'stockLevels.modeSet' },
          { value: 'add', label: 'stockLevels.modeAdd' },
        ],
      },
      { name: 'quantity', label: 'stockLevels.quantity', hint: 'stockLevels.quantityHint' },
    ],
    values: (rows) => ({
      location_id: '',
      mode: 'add' as const,
      quantity: 1,
      items: (rows ?? []).map((row) => ({ id: row.id, location_levels: (row as StockedItem).location_levels ?? [] })),
    }),
    toBody: (values) => values,
  }),
  run: async (rows, { location_id, mode, quantity }) => {
    const { inventory_items } = await request<{ inventory_items: StockedItem[] }>('/admin/inventory-items', {
      query: { id: rows.map((row) => row.id), fields: ['id', ...LEVEL_FIELDS].join(','), limit: rows.length },
    })
    return request('/admin/inventory-items/location-levels/batch', { method: 'POST', body: stockBatch(inventory_items, location_id, mode, quantity) })
  },
  done: 'stockLevels.booked',
  invalidates: ['products', 'product-variants', 'stock-locations'],
})
