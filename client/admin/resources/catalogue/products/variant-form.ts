import type { AdminProduct } from '@medusajs/types'
import { z } from 'zod'
import { formOf } from '../../../engine/resource'
import { REFERENCES } from '../../references'
import { CountrySelect } from '../../settings/country-select'
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
} & CustomsValues

/** Medusa's customs fields of a variant: what export papers and carriers need for a parcel leaving the EU. */
type CustomsValues = {
  hs_code: string
  origin_country: string
  mid_code: string
  material: string
  weight: number | null
  length: number | null
  width: number | null
  height: number | null
}

const CUSTOMS_NUMBERS = ['weight', 'length', 'width', 'height'] as const
// grams and millimetres; NaN (typed text that is no number) is refused with the field's message
const measure = z.number().min(0).max(100_000).nullable()

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
      // a tariff number: four digits of the heading, then pairs, with or without dots (7113.19, 71131900)
      hs_code: z.union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^\d{4}(\.?\d{2}){1,3}$/),
      ]),
      origin_country: z.string(),
      mid_code: code,
      material: z.string().trim().max(100),
      weight: measure,
      length: measure,
      width: measure,
      height: measure,
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
      { name: 'hs_code', label: 'products.hsCode', hint: 'products.hsCodeHint', wide: false },
      { name: 'origin_country', label: 'products.originCountry', component: CountrySelect, wide: false },
      { name: 'material', label: 'products.customsMaterial', hint: 'products.customsMaterialHint', wide: false },
      { name: 'mid_code', label: 'products.midCode', hint: 'products.midCodeHint', wide: false },
      { name: 'weight', label: 'products.weightGrams', kind: 'number', step: 0.1, wide: false },
      { name: 'length', label: 'products.lengthMm', kind: 'number', step: 0.1, wide: false },
      { name: 'width', label: 'products.widthMm', kind: 'number', step: 0.1, wide: false },
      { name: 'height', label: 'products.heightMm', kind: 'number', step: 0.1, wide: false },
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
      hs_code: variant?.hs_code ?? '',
      origin_country: variant?.origin_country?.toLowerCase() ?? '',
      mid_code: variant?.mid_code ?? '',
      material: variant?.material ?? '',
      ...(Object.fromEntries(CUSTOMS_NUMBERS.map((name) => [name, variant?.[name] ?? null])) as Pick<CustomsValues, (typeof CUSTOMS_NUMBERS)[number]>),
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
      hs_code: values.hs_code || null,
      origin_country: values.origin_country || null,
      mid_code: values.mid_code || null,
      material: values.material || null,
      weight: values.weight,
      length: values.length,
      width: values.width,
      height: values.height,
    }),
    mode: 'drawer',
  })
}
