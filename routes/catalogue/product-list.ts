import type { Locale } from '../../rules/languages'
import type { ProductList } from '../api-types'
import { notFound } from '../lib/errors'
import { filterEntries, type ListingFilters } from './listing-filters'
import { pageOf, SORTS, type Sort } from './listing-query'

/** Products per page (listings and the results page). */
export const PAGE_SIZE = 24

type ListFilters = {
  collection_id?: string
  category_id?: string
  query?: string
  video?: boolean
  page?: number
  limit?: number
  sort?: Sort
  /** A shopper's filters (listing-filters.ts) and whether the answer carries their counts. */
  filters?: ListingFilters
  facets?: boolean
}

/** The /api path of a product list in the country's region and language. */
export function productListPath(country: string, locale: Locale, { page = 1, limit = PAGE_SIZE, sort, filters: chosen, ...filters }: ListFilters) {
  const search = new URLSearchParams({ limit: String(limit), offset: String((page - 1) * limit) })
  for (const [name, value] of Object.entries(filters)) if (value) search.set(name, String(value))
  if (sort) search.set('order', SORTS[sort])
  for (const [name, value] of chosen ? filterEntries(chosen) : []) search.set(name, value)
  return `/api/products/${country}/${locale}?${search}`
}

/** A page number past the end of a listing is not a page. */
export function assertPageExists(list: ProductList, page: number): ProductList {
  if (page > 1 && list.products.length === 0) throw notFound()
  return list
}
