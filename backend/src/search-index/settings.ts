/**
 * Settings of the hosted Meilisearch index `products`, applied by `npm run search:reindex`. The worker's
 * embedded engine has the same ones built in (worker/search/engine/orama-index.ts and query.ts); the
 * storefront reads the attribute lists from here (routes/search/search-document.ts).
 */
import type { Currency } from '../rules/currencies'

export const SEARCH_INDEX = 'products'

/** What a search looks in, most telling first (Meilisearch's attribute ranking rule reads this order). */
export const SEARCHABLE_ATTRIBUTES = [
  'title',
  'title_en',
  'product_sku',
  'variant_skus',
  'collection.title',
  'collection.title_en',
  'category_names',
  'category_names_en',
  'description',
  'description_en',
] as const

/** The price of each shop currency, a number a range filters and a listing sorts by (`prices.eur >= 100`). */
const PRICE_ATTRIBUTES = ['prices.chf', 'prices.eur', 'prices.gbp', 'prices.usd'] as const satisfies readonly `prices.${Currency}`[]

/** What a search may filter on: the lookups, then what a shopper narrows a listing by (storefront's filters). */
export const FILTERABLE_ATTRIBUTES = [
  'category_handles',
  'collection.handle',
  'id',
  'handle',
  'handle_en',
  'product_sku',
  'variant_skus',
  'materials',
  'colours',
  'stones',
  'ring_sizes',
  'in_stock',
  ...PRICE_ATTRIBUTES,
] as const

/** What a listing sorts by: newest first, price, name in either language. */
export const SORTABLE_ATTRIBUTES = ['created_at', 'title', 'title_en', ...PRICE_ATTRIBUTES] as const

export const INDEX_SETTINGS = {
  searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
  filterableAttributes: [...FILTERABLE_ATTRIBUTES],
  sortableAttributes: [...SORTABLE_ATTRIBUTES],
  displayedAttributes: ['*'],
  // Meilisearch's default place of `sort`: a search's relevance first, a sort only orders equally relevant hits
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  // German and English are the shop's languages; Meilisearch's tokenizer then segments and folds both
  localizedAttributes: [
    { attributePatterns: ['title', 'description', 'collection.title', 'category_names'], locales: ['deu'] },
    { attributePatterns: ['*_en', 'collection.title_en'], locales: ['eng'] },
  ],
  pagination: { maxTotalHits: 1000 },
}
