import type { ProductDetail, ProductVariant } from '../api-types'

export type Selection = Record<string, string>

/** Starts from the first variant in stock, so the price shown first is one the visitor can buy. */
export function initialSelection(product: Pick<ProductDetail, 'variants'>): Selection {
  const variant = product.variants.find((v) => v.in_stock) ?? product.variants[0]
  return { ...(variant?.options ?? {}) }
}

/** The variant whose options all equal the selection, if that combination exists. */
export function findVariant(variants: ProductVariant[], selection: Selection): ProductVariant | undefined {
  return variants.find((variant) => Object.entries(variant.options).every(([title, value]) => selection[title] === value))
}
