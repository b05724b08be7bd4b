import type { ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'
import { pageOf } from './listing-query'
import { productListPath } from './product-list'

export type SearchData = { query: string; list: ProductList | null; page: number }

/** `?s=` holds the search text; an empty query shows the prompt instead of every product. */
export async function loadSearch({ url, country, locale, api }: LoadContext): Promise<SearchData> {
  const query = url.searchParams.get('s')?.trim() ?? ''
  const page = pageOf(url)
  if (!query) return { query, list: null, page }
  return { query, list: await api<ProductList>(productListPath(country, locale, { query, page })), page }
}
