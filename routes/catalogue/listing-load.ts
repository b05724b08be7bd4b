import type { ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'
import { type CardList, cardListOf } from './card'
import { filtersOf, type ListingFilters } from './listing-filters'
import { pageOf, type Sort, sortOf } from './listing-query'
import { assertPageExists, productListPath } from './product-list'

export type ListingData = { list: CardList; page: number; sort: Sort; filters: ListingFilters }

/** One page of a sorted, filtered product list with its filters' counts; a page past the end is a 404. */
export async function loadListing(
  { url, country, locale, api }: LoadContext,
  scope: { collection_id?: string; category_id?: string } = {},
): Promise<ListingData> {
  const page = pageOf(url)
  const sort = sortOf(url)
  const filters = filtersOf(url.searchParams)
  const list = await api<ProductList>(productListPath(country, locale, { ...scope, page, sort, filters, facets: true }))
  return { list: cardListOf(assertPageExists(list, page)), page, sort, filters }
}
