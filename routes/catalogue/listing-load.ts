import type { ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'
import { type CardList, cardListOf } from './card'
import { pageOf, type Sort, sortOf } from './listing-query'
import { assertPageExists, productListPath } from './product-list'

export type ListingData = { list: CardList; page: number; sort: Sort }

/** One page of a sorted product list; a page past the end is a 404. */
export async function loadListing(
  { url, country, locale, api }: LoadContext,
  filters: { collection_id?: string; category_id?: string } = {},
): Promise<ListingData> {
  const page = pageOf(url)
  const sort = sortOf(url)
  const list = await api<ProductList>(productListPath(country, locale, { ...filters, page, sort }))
  return { list: cardListOf(assertPageExists(list, page)), page, sort }
}
