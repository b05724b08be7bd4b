import type { Context } from 'hono'
import type { ListingFacets } from '../../routes/api-types'
import { type Currency, isShopCurrency } from '../../rules/currencies'
import type { Locale } from '../../rules/languages'
import type { AppEnv } from '../env'
import { badRequest, HttpError } from '../http/errors'
import { facetedSearch, priceAttribute } from '../search/faceted-search'
import { workerSearchClient } from '../search/worker-search-client'
import type { Order, ProductListQuery } from './product-query'
import { listCategories, listCollections } from './queries'

/**
 * A product list through the search engine: the filtered listings (their page of ids and the count) and every
 * listing's filter counts, so what a filter counts and what it then shows come from one index.
 */

/** The engine's `sort` for an order of GET /api/products (titles in the page's language, prices in its currency). */
function engineSort(order: Order, locale: Locale, currency: Currency): string[] {
  const direction = order.startsWith('-') ? 'desc' : 'asc'
  const field = order.replace(/^-/, '')
  if (field === 'price') return [`${priceAttribute(currency)}:${direction}`]
  if (field === 'title') return [`${locale === 'en' ? 'title_en' : 'title'}:${direction}`]
  return [`created_at:${direction}`]
}

/** The listing's own bounds as filter expressions: its category (with every sub-category) or its collections. */
async function scopeOf(c: Context<AppEnv>, query: ProductListQuery): Promise<string[]> {
  const scope: string[] = []
  if (query.categoryId) {
    const category = (await listCategories(c.env)).find((candidate) => candidate.id === query.categoryId)
    if (category) scope.push(`category_handles = ${JSON.stringify(category.handle)}`)
  }
  if (query.collectionIds) {
    const wanted = new Set(query.collectionIds)
    const handles = (await listCollections(c.env)).filter((collection) => wanted.has(collection.id)).map((collection) => JSON.stringify(collection.handle))
    scope.push(`collection.handle IN [${handles.join(', ')}]`)
  }
  return scope
}

type ListingSearch = { ids: string[]; count: number; facets: ListingFacets }

/**
 * One page of a listing as the engine has it: ids in order, the count with every filter, the filters' counts
 * (`countsOnly`: no page, for a listing Medusa pages itself).
 */
export async function searchListing(c: Context<AppEnv>, query: ProductListQuery, locale: Locale, currency: string, countsOnly = false): Promise<ListingSearch> {
  const code = currency.toLowerCase()
  if (!isShopCurrency(code)) throw badRequest(`No prices in '${currency}' to filter by`)
  if (!countsOnly && query.offset % query.limit !== 0) throw badRequest('offset must be a multiple of limit on a filtered list')
  const answer = await facetedSearch<{ id: string }>(workerSearchClient(c), {
    q: query.q ?? '',
    scope: await scopeOf(c, query),
    filters: query.filters,
    currency: code,
    sort: engineSort(query.order, locale, code),
    page: countsOnly ? 1 : query.offset / query.limit + 1,
    hitsPerPage: countsOnly ? 0 : query.limit,
    hits: { attributesToRetrieve: ['id'] },
  }).catch((error: Error) => {
    console.error('listing search failed', error)
    // the engine is down or refused the request: our failure, not the visitor's input
    throw new HttpError(502, `The search engine is unavailable: ${error.message}`)
  })
  return { ids: answer.hits.map((hit) => hit.id), count: answer.total, facets: answer.facets }
}
