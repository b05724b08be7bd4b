import type { AdminReservation } from '@medusajs/types'
import { z } from 'zod'
import { RefLabel } from '../../engine/ref-label'
import { defineResource, formOf } from '../../engine/resource'
import { REFERENCES } from '../references'
import { registered } from '../registry'

const schema = z.object({
  inventory_item_id: z.string().min(1),
  location_id: z.string().min(1),
  quantity: z.number().int().min(1),
  description: z.string().max(500),
})

export const reservationForm = formOf<AdminReservation>()({
  schema,
  fields: [
    { name: 'inventory_item_id', label: 'inventory.item', reference: REFERENCES.inventoryItems },
    { name: 'location_id', label: 'inventory.location', reference: REFERENCES.stockLocations },
    { name: 'quantity', label: 'inventory.quantity' },
    { name: 'description', label: 'fields.description', kind: 'textarea' },
  ],
  values: (reservation) => ({
    inventory_item_id: reservation?.inventory_item_id ?? '',
    location_id: reservation?.location_id ?? '',
    quantity: Number(reservation?.quantity ?? 1),
    description: reservation?.description ?? '',
  }),
  toBody: (values) => values,
})

/** Stock held back by hand (a piece set aside for a customer): list, create, edit, delete. */
export const reservations = defineResource<AdminReservation>({
  ...registered('reservations'),
  title: (reservation) => reservation.description || reservation.id,
  list: {
    columns: [
      {
        id: 'item',
        label: 'inventory.item',
        fields: ['inventory_item.sku', 'inventory_item_id'],
        value: (reservation) => (reservation as { inventory_item?: { sku?: string } }).inventory_item?.sku ?? reservation.inventory_item_id,
      },
      {
        id: 'location',
        label: 'inventory.location',
        fields: ['location_id'],
        value: (reservation) => reservation.location_id,
        cell: (reservation) => <RefLabel reference={REFERENCES.stockLocations} id={reservation.location_id} />,
      },
      { id: 'quantity', label: 'inventory.quantity', sort: 'quantity', align: 'end', primary: true },
      { id: 'description', label: 'fields.description' },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at' },
    ],
    filters: [
      { id: 'location_id', label: 'inventory.location', reference: REFERENCES.stockLocations },
      { id: 'inventory_item_id', label: 'inventory.item', reference: REFERENCES.inventoryItems },
    ],
    defaultSort: '-created_at',
  },
  detail: {
    fields: 'id,inventory_item_id,location_id,quantity,description,created_at,*inventory_item',
    sections: [
      {
        id: 'overview',
        title: 'products.overview',
        rows: [
          {
            label: 'inventory.item',
            value: (reservation) => (reservation as { inventory_item?: { sku?: string } }).inventory_item?.sku ?? reservation.inventory_item_id,
          },
          { label: 'inventory.location', value: (reservation) => <RefLabel reference={REFERENCES.stockLocations} id={reservation.location_id} /> },
          { label: 'inventory.quantity', value: (reservation) => reservation.quantity },
          { label: 'fields.description', value: (reservation) => reservation.description },
        ],
      },
    ],
  },
  create: reservationForm,
  edit: { ...reservationForm, toBody: ({ location_id, quantity, description }) => ({ location_id, quantity, description }) },
  remove: true,
})
