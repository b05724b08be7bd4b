import type { ProductDetail, ProductVariant } from '../api-types'

/** option title → chosen value, e.g. { Legierung: 'Gold 750', Ringgröße: '54' } */
export type Selection = Record<string, string>

/** What choosing a value (keeping the other choices) leads to: a buyable variant, a sold-out one, or none. */
export type ValueState = 'available' | 'sold-out' | 'missing'

/** Starts from the first variant in stock, so the price shown first is one the visitor can buy. */
export function initialSelection(product: Pick<ProductDetail, 'variants'>): Selection {
  const variant = product.variants.find((v) => v.in_stock) ?? product.variants[0]
  return { ...(variant?.options ?? {}) }
}

/**
 * The selection a product page opens with: the variant named in `?variant=` (a shared or reloaded
 * link), else the first one in stock. An unknown id is ignored rather than an error.
 */
export function selectionFor(product: Pick<ProductDetail, 'variants'>, variantId: string | null): Selection {
  const named = variantId ? product.variants.find((variant) => variant.id === variantId) : undefined
  return named ? { ...named.options } : initialSelection(product)
}

/** The variant whose options all equal the selection, if that combination exists. */
export function findVariant(variants: ProductVariant[], selection: Selection): ProductVariant | undefined {
  return variants.find((variant) => {
    const entries = Object.entries(variant.options)
    return entries.length === Object.keys(selection).length && entries.every(([title, value]) => selection[title] === value)
  })
}

/** The state of choosing `value` for the option `title` while the other options stay as selected. */
export function valueState(variants: ProductVariant[], selection: Selection, title: string, value: string): ValueState {
  const variant = findVariant(variants, { ...selection, [title]: value })
  if (!variant) return 'missing'
  return variant.in_stock ? 'available' : 'sold-out'
}

/** The pictures the gallery shows for the chosen variant: its own first, then the product's others in their order. */
export function galleryOf(images: string[], variant: ProductVariant | undefined): string[] {
  const own = variant?.images ?? []
  return own.length ? [...own, ...images.filter((url) => !own.includes(url))] : images
}

/** The same URL with `?variant=` set to the chosen variant (other parameters kept), as a path for history. */
export function variantUrl(url: URL, variantId: string | undefined): string {
  const next = new URL(url.href)
  if (variantId) next.searchParams.set('variant', variantId)
  else next.searchParams.delete('variant')
  return next.pathname + next.search + next.hash
}
