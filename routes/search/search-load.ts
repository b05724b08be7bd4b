import type { MenuResponse } from '../api-types'
import { filterEntries, filtersOf, type ListingFilters } from '../catalogue/listing-filters'
import { pageOf } from '../catalogue/listing-query'
import { notFound } from '../lib/errors'
import type { LoadContext } from '../lib/types'
import type { SearchResults } from './search-results-types'

type SearchSuggestion = { handle: string; name: string }
export type SearchData = { query: string; page: number; filters: ListingFilters; results: SearchResults | null; suggestions: SearchSuggestion[] }

/**
 * `?s=` holds the search text, `?page=` the page (24 hits each, by relevance). An empty query shows the
 * prompt; no hits show the categories as suggestions; a page past the last is the 404 page.
 */
export async function loadSearch({ url, country, locale, api }: LoadContext): Promise<SearchData> {
  const query = url.searchParams.get('s')?.trim() ?? ''
  const page = pageOf(url)
  const filters = filtersOf(url.searchParams)
  if (!query) return { query, page, filters, results: null, suggestions: [] }
  const search = new URLSearchParams([['s', query], ['page', String(page)], ...filterEntries(filters)])
  const results = await api<SearchResults>(`/api/search-results/${country}/${locale}?${search}`)
  if (page > 1 && results.hits.length === 0) throw notFound()
  // nothing found with filters: the filters are what to change, not the search
  if (results.total > 0 || filterEntries(filters).length) return { query, page, filters, results, suggestions: [] }
  const { menu } = await api<MenuResponse>(`/api/categories/${locale}/menu`).catch(() => ({ menu: { product_categories: [] } }))
  return { query, page, filters, results, suggestions: menu.product_categories.map(({ handle, name }) => ({ handle, name })) }
}
