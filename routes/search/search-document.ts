/**
 * The search product document of index `products` (storefront.md §3), as the back end writes it to
 * Meilisearch or to the worker's embedded engine (backend/src/search/document.ts builds it). German
 * lives in the plain fields, English in the `_en` ones, as in Medusa (ARCHITECTURE.md "Data conventions").
 */
export type SearchDocument = {
  id: string
  /** The product's own article number: the stem its variant SKUs share (e.g. AUR-VR01). */
  product_sku: string | null
  title: string
  title_en: string
  handle: string
  handle_en: string
  description: string
  description_en: string
  /** Image sources as Medusa stores them; the first is the thumbnail. */
  images: string[]
  collection: { title: string; title_en: string; handle: string; handle_en: string } | null
  variant_skus: string[]
  /** The cheapest variant in EUR, major units (storefront.md shows it as '{price} €'). */
  price: number | null
  /** The cheapest variant per currency code (eur, chf, usd…), so every region sees its own price. */
  prices: Record<string, number>
  /** The variants cost different amounts: prices are 'from' prices. */
  price_varies: boolean
  /** German handles of the product's categories and their ancestors (filter: `category_handles = ringe`). */
  category_handles: string[]
  category_names: string[]
  category_names_en: string[]
}

/** Index uid and the attributes of storefront.md §7. */
export const SEARCH_INDEX = 'products'

export const ATTRIBUTES_TO_RETRIEVE = [
  'id', 'product_sku', 'title', 'title_en', 'handle', 'handle_en', 'description', 'description_en', 'images', 'collection',
  'variant_skus', 'price', 'prices', 'price_varies',
] as const

/** §7 names title and description; the English fields are their twins for English countries. */
export const ATTRIBUTES_TO_HIGHLIGHT = ['title', 'title_en', 'description', 'description_en'] as const

/** Index settings: the hosted Meilisearch gets them from `npm run search:reindex`; the embedded engine is built with them. */
export const SEARCHABLE_ATTRIBUTES = [
  'title', 'title_en', 'product_sku', 'variant_skus', 'collection.title', 'collection.title_en', 'category_names', 'category_names_en',
  'description', 'description_en',
] as const
export const FILTERABLE_ATTRIBUTES = ['category_handles', 'collection.handle', 'id', 'handle', 'handle_en', 'product_sku', 'variant_skus'] as const
