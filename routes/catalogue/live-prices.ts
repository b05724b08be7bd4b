import type { MemberPricesResponse, Money, ProductVariant } from '../api-types'
import { fetchApi } from '../lib/api-client'
import { pricesDiffer } from './price-from'

// A chunk of its own, fetched after hydration and only for a signed-in customer: everybody else's page carries
// nothing of it.

type LivePrices = MemberPricesResponse['variants']

/** The variants with the customer's own prices; a variant the answer does not price keeps the page's. */
export function withPrices(variants: ProductVariant[], live: LivePrices | null): ProductVariant[] {
  if (!live) return variants
  return variants.map((variant) => (live[variant.id] ? { ...variant, ...live[variant.id] } : variant))
}

/** What the page shows before a variant is chosen: the cheapest variant's price (and its original), "from" when they differ. */
export function cheapestOf(variants: ProductVariant[]): { price: Money | null; original_price: Money | null; price_varies: boolean } {
  let cheapest: ProductVariant | null = null
  for (const variant of variants) if (variant.price && (!cheapest?.price || variant.price.amount < cheapest.price.amount)) cheapest = variant
  return {
    price: cheapest?.price ?? null,
    original_price: cheapest?.original_price ?? null,
    price_varies: pricesDiffer(variants.map((variant) => variant.price)),
  }
}

/** What the page applies to its (live-stock) variants once the customer's prices arrived. */
export type MemberPricing = {
  variants: (variants: ProductVariant[]) => ProductVariant[]
  summary: (variants: ProductVariant[]) => ReturnType<typeof cheapestOf>
}

const memberPricing = (live: LivePrices): MemberPricing => ({
  variants: (variants) => withPrices(variants, live),
  summary: (variants) => cheapestOf(withPrices(variants, live)),
})

/** The signed-in customer's prices of a product (one small private call); when it fails the page's prices stay. */
export function followPrices(country: string, productId: string, show: (pricing: MemberPricing) => void): Promise<void> {
  return fetchApi<MemberPricesResponse>(`/api/prices/${country}/${encodeURIComponent(productId)}`).then(
    (answer) => show(memberPricing(answer.variants)),
    (error) => console.warn('customer prices unavailable', error),
  )
}
