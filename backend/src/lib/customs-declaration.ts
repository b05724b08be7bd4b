import { isEuCountry } from '../rules/eu'
import type { Locale } from '../rules/languages'
import { isMaterial, MATERIAL_NAMES } from '../rules/materials'
import { roundCents } from '../rules/money'

/**
 * What customs outside the EU (Switzerland, the United Kingdom, the United States, …) ask of each line of a parcel,
 * from the variant's customs data in Medusa's own fields (HS code, country of origin, manufacturer id, material,
 * weight in grams) and the line's value as charged. One rule for the packing slip's customs block and the
 * fulfilment's data for a carrier.
 */

/** A parcel to a country outside the EU crosses a customs border: its papers carry the customs data. */
export const needsCustomsDeclaration = (country: string | null | undefined) => !!country && !isEuCountry(country)

/** An order's item with what the declaration reads: the variant's customs fields, the product's material, the line's total. */
export type CustomsItem = {
  id: string
  quantity: Amount
  total?: Amount
  unit_price?: Amount
  variant?: {
    hs_code?: string | null
    origin_country?: string | null
    mid_code?: string | null
    material?: string | null
    weight?: Amount
  } | null
  product?: { metadata?: Record<string, unknown> | null } | null
}

type CustomsLine = {
  line_item_id: string
  hs_code: string | null
  origin_country: string | null
  mid_code: string | null
  material: string | null
  quantity: number
  /** grams, all pieces of the line */
  weight: number | null
  /** as charged, all pieces of the line, in the order's currency */
  value: number
}

type Amount = number | string | { numeric?: unknown; value?: unknown } | null | undefined

/** A number Medusa answered: plain, a decimal string, or a big number (`{ numeric }`, raw `{ value }`) as a workflow reads it. */
function numberOf(amount: Amount): number | null {
  if (amount === null || amount === undefined || amount === '') return null
  const read = typeof amount === 'object' ? Number(amount.numeric ?? amount.value) : Number(amount)
  return Number.isFinite(read) ? read : null
}

/**
 * The declaration's lines of `quantities` (line item id → pieces in the parcel; every piece of every item when
 * none are given). The material: the variant's own, else the shop's name of the product's material.
 */
export function customsLines(items: CustomsItem[], locale: Locale, quantities?: Map<string, number>): CustomsLine[] {
  return items.flatMap((item) => {
    const ordered = numberOf(item.quantity) ?? 0
    const quantity = quantities ? (quantities.get(item.id) ?? 0) : ordered
    if (quantity <= 0 || ordered <= 0) return []
    const variant = item.variant ?? {}
    const productMaterial = item.product?.metadata?.material
    const lineTotal = numberOf(item.total) ?? (numberOf(item.unit_price) ?? 0) * ordered
    const weight = numberOf(variant.weight)
    return [
      {
        line_item_id: item.id,
        hs_code: variant.hs_code?.trim() || null,
        origin_country: variant.origin_country?.trim().toLowerCase() || null,
        mid_code: variant.mid_code?.trim() || null,
        material: variant.material?.trim() || (isMaterial(productMaterial) ? MATERIAL_NAMES[productMaterial][locale] : null),
        quantity,
        weight: weight === null ? null : roundCents(weight * quantity),
        value: roundCents((lineTotal / ordered) * quantity),
      },
    ]
  })
}
