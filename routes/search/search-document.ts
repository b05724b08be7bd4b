/**
 * The search product document of index `products` and the index's attribute lists are
 * the back end's (it writes the documents to Meilisearch or the worker's embedded engine): one shape and
 * one set of settings for both, as the checkout takes the back end's address rules.
 */
export type { SearchDocument } from '../../backend/src/search-index/document'
export { FILTERABLE_ATTRIBUTES, SEARCH_INDEX, SEARCHABLE_ATTRIBUTES, SORTABLE_ATTRIBUTES } from '../../backend/src/search-index/settings'

/** The attributes a search asks for (what a hit shows, in both languages). */
export const ATTRIBUTES_TO_RETRIEVE = [
  'id',
  'product_sku',
  'title',
  'title_en',
  'handle',
  'handle_en',
  'description',
  'description_en',
  'images',
  'collection',
  'variant_skus',
  'price',
  'prices',
  'price_varies',
] as const

/** Title and description are highlighted; the English fields are their twins for English countries. */
export const ATTRIBUTES_TO_HIGHLIGHT = ['title', 'title_en', 'description', 'description_en'] as const
