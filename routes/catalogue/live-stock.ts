import type { AvailabilityResponse, ProductVariant } from '../api-types'
import { fetchApi } from '../lib/api-client'
import { available, type VariantStock } from './stock'

// A chunk of its own, fetched after hydration: the product page's initial JavaScript stays as it was.

const GONE: VariantStock = { status: 'sold_out', quantity: 0 }

/** The variants with the live stock; a variant the live answer does not list can no longer be bought. */
export function withStock(variants: ProductVariant[], live: AvailabilityResponse['variants']): ProductVariant[] {
  return variants.map((variant) => {
    const stock = live[variant.id] ?? GONE
    return { ...variant, stock, in_stock: available(stock) }
  })
}

/** The product's variants as they can be bought right now (one small uncached call). */
async function liveVariants(country: string, product: { id: string; variants: ProductVariant[] }): Promise<ProductVariant[]> {
  const { variants } = await fetchApi<AvailabilityResponse>(`/api/availability/${country}/${encodeURIComponent(product.id)}`)
  return withStock(product.variants, variants)
}

/** Hands the live variants to the page; when the call fails the cached copy simply stays. */
export function followStock(country: string, product: { id: string; variants: ProductVariant[] }, show: (variants: ProductVariant[]) => void): Promise<void> {
  return liveVariants(country, product).then(show, (error) => console.warn('live availability unavailable', error))
}
