import type { AdminProduct } from '@medusajs/types'
import { z } from 'zod'
import { formOf } from '../../../engine/resource'
import { REFERENCES } from '../../references'
import type { Variant } from './product-variants'

export type VariantValues = {
  title: string
  sku: string
  ean: string
  barcode: string
  manage_inventory: boolean
  allow_backorder: boolean
  options: Record<string, string>
  inventory_item_id: string | null
}

const code = z.string().trim().max(100)

/** The variant form of one product: its own fields, one choice per product option, and the linked inventory item. */
export function variantForm(product: AdminProduct) {
  const options = product.options ?? []
  return formOf<Variant>()({
    schema: z.object({
      title: z.string().trim().min(1).max(200),
      sku: code,
      ean: z.union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^\d{8}$|^\d{13}$/),
      ]),
      barcode: code,
      manage_inventory: z.boolean(),
      allow_backorder: z.boolean(),
      options: z.object(Object.fromEntries(options.map((option) => [option.id, z.string().min(1)]))),
      inventory_item_id: z.string().nullable(),
    }),
    fields: [
      { name: 'title', label: 'fields.title' },
      { name: 'sku', label: 'fields.sku', wide: false },
      { name: 'ean', label: 'fields.ean', hint: 'products.eanHint', wide: false },
      { name: 'barcode', label: 'fields.barcode', wide: false },
      ...options.map((option) => ({
        name: `options.${option.id}` as const,
        label: 'products.optionTitle' as const,
        labelText: option.title,
        kind: 'select' as const,
        choices: [{ value: '', text: '–' }, ...(option.values ?? []).map((value) => ({ value: value.value, text: value.value }))],
        wide: false,
      })),
      { name: 'manage_inventory', label: 'products.manageInventory' },
      { name: 'allow_backorder', label: 'products.allowBackorder' },
      { name: 'inventory_item_id', label: 'products.inventoryItem', reference: REFERENCES.inventoryItems, hint: 'products.inventoryItemHint' },
    ],
    values: (variant) => ({
      title: variant?.title ?? '',
      sku: variant?.sku ?? '',
      ean: variant?.ean ?? '',
      barcode: variant?.barcode ?? '',
      manage_inventory: variant?.manage_inventory ?? true,
      allow_backorder: variant?.allow_backorder ?? false,
      options: Object.fromEntries(options.map((option) => [option.id, variant?.options?.find((value) => value.option_id === option.id)?.value ?? ''])),
      inventory_item_id: variant?.inventory_items?.[0]?.inventory_item_id ?? null,
    }),
    toBody: (values) => ({
      title: values.title,
      sku: values.sku || null,
      ean: values.ean || null,
      barcode: values.barcode || null,
      manage_inventory: values.manage_inventory,
      allow_backorder: values.allow_backorder,
      // Medusa names option values by the option's title
      options: Object.fromEntries(options.map((option) => [option.title, values.options[option.id]])),
    }),
    mode: 'drawer',
  })
}
