import type { AdminInventoryItem } from '@medusajs/types'
import { lazy } from 'react'
import { z } from 'zod'
import { defineResource, formOf } from '../../engine/resource'
import { registered } from '../registry'
import { bookStock, LEVEL_FIELDS } from './stock-actions'

type Values = {
  sku: string
  title: string
  description: string
  requires_shipping: boolean
  hs_code: string
  origin_country: string
  material: string
  weight: number | null
}

const form = formOf<AdminInventoryItem>()({
  schema: z.object({
    sku: z.string().trim().max(100),
    title: z.string().trim().max(200),
    description: z.string().max(1000),
    requires_shipping: z.boolean(),
    hs_code: z.string().trim().max(20),
    origin_country: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[a-zA-Z]{2}$/),
    ]),
    material: z.string().trim().max(100),
    weight: z.number().min(0).nullable(),
  }),
  fields: [
    { name: 'sku', label: 'fields.sku', wide: false },
    { name: 'title', label: 'fields.title', wide: false },
    { name: 'description', label: 'fields.description', kind: 'textarea' },
    { name: 'material', label: 'inventory.material', wide: false },
    { name: 'weight', label: 'inventory.weight', decimals: 2, wide: false },
    { name: 'hs_code', label: 'inventory.hsCode', wide: false },
    { name: 'origin_country', label: 'inventory.originCountry', hint: 'inventory.originCountryHint', wide: false },
    { name: 'requires_shipping', label: 'inventory.requiresShipping' },
  ],
  values: (item) => ({
    sku: item?.sku ?? '',
    title: item?.title ?? '',
    description: item?.description ?? '',
    requires_shipping: item?.requires_shipping ?? true,
    hs_code: item?.hs_code ?? '',
    origin_country: item?.origin_country ?? '',
    material: item?.material ?? '',
    weight: item?.weight ?? null,
  }),
  toBody: (values) => ({
    ...values,
    sku: values.sku || null,
    origin_country: values.origin_country.toLowerCase() || null,
    hs_code: values.hs_code || null,
    material: values.material || null,
  }),
})

const total = (item: AdminInventoryItem, key: 'stocked_quantity' | 'reserved_quantity') => Number((item as unknown as Record<string, unknown>)[key] ?? 0)

type Linked = { variants?: { title?: string | null; product?: { title?: string | null } | null }[] | null }

/** The piece an item is stock of: its variants' product and variant ("Verlobungsring Aurelia · Gold 750 / 48"). */
export const productOf = (item: AdminInventoryItem) =>
  [...new Set(((item as Linked).variants ?? []).map((variant) => [variant.product?.title, variant.title].filter(Boolean).join(' · ')))]
    .filter(Boolean)
    .join(', ')

/** Inventory items with their stock per location (GET/POST /admin/inventory-items…/location-levels…), reservations of each. */
export const inventoryItems = defineResource<AdminInventoryItem>({
  ...registered('inventory-items'),
  title: (item) => item.sku || item.title || item.id,
  list: {
    columns: [
      { id: 'sku', label: 'fields.sku', sort: 'sku' },
      { id: 'product', label: 'fields.product', fields: ['variants.title', 'variants.product.title'], value: productOf },
      { id: 'title', label: 'fields.title', sort: 'title' },
      { id: 'stocked_quantity', label: 'inventory.stocked', fields: ['stocked_quantity'], value: (item) => total(item, 'stocked_quantity'), align: 'end' },
      { id: 'reserved_quantity', label: 'inventory.reserved', fields: ['reserved_quantity'], value: (item) => total(item, 'reserved_quantity'), align: 'end' },
      {
        id: 'available',
        label: 'inventory.available',
        primary: true,
        fields: ['stocked_quantity', 'reserved_quantity'],
        value: (item) => total(item, 'stocked_quantity') - total(item, 'reserved_quantity'),
        align: 'end',
      },
      {
        id: 'locations',
        label: 'inventory.locations',
        fields: ['location_levels.id'],
        value: (item) => item.location_levels?.length ?? 0,
        align: 'end',
        hidden: true,
      },
      { id: 'updated_at', label: 'fields.updatedAt', sort: 'updated_at', hidden: true },
    ],
    // each item's stock per location: what a booking of the selection is checked against
    fields: LEVEL_FIELDS,
    search: 'inventory.searchHint',
    defaultSort: 'sku',
    bulkActions: [bookStock],
  },
  detail: {
    fields: 'id,sku,title,description,requires_shipping,hs_code,origin_country,material,weight,stocked_quantity,reserved_quantity',
    sections: [
      { id: 'levels', title: 'inventory.levels', component: lazy(() => import('./location-levels-section')) },
      { id: 'reservations', title: 'resources.reservations.title', bare: true, component: lazy(() => import('./item-reservations-section')) },
      {
        id: 'overview',
        title: 'products.overview',
        aside: true,
        rows: [
          { label: 'fields.title', value: (item) => item.title },
          { label: 'fields.description', value: (item) => item.description },
          { label: 'inventory.material', value: (item) => item.material },
          { label: 'inventory.weight', value: (item) => item.weight },
          { label: 'inventory.hsCode', value: (item) => item.hs_code },
          { label: 'inventory.originCountry', value: (item) => item.origin_country?.toUpperCase() },
          { label: 'inventory.requiresShipping', value: (item, { t }) => (item.requires_shipping ? t('generic.yes') : t('generic.no')) },
        ],
      },
    ],
  },
  create: form,
  edit: form,
  remove: true,
})
