import { type Context, Hono } from 'hono'
import { MeilisearchApiError } from 'meilisearch'
import { searchClient } from '../../routes/search/search-client'
import { HIGHLIGHT_POST, HIGHLIGHT_PRE, RESULTS_PER_PAGE } from '../../routes/search/search-constants'
import { ATTRIBUTES_TO_HIGHLIGHT, ATTRIBUTES_TO_RETRIEVE, SEARCH_INDEX } from '../../routes/search/search-document'
import { hitView, type SearchHit } from '../../routes/search/search-hit'
import type { SearchResults } from '../../routes/search/search-results-types'
import type { AppEnv, Bindings } from '../env'
import { badRequest, HttpError } from '../http/errors'
import { parseCountry, parseInteger, parseLocale } from '../http/params'
import { knownCountries, regionOfCountry } from '../regions/regions'
import { embeddedSearch } from './embedded/search-routes'

/** Search text is cut here (a query is a few words; Meilisearch reads ten). */
const MAX_QUERY = 200
/** Meilisearch's maxTotalHits: pages past it hold nothing. */
const MAX_PAGE = Math.ceil(1000 / RESULTS_PER_PAGE)

/**
 * The worker's meilisearch client: the hosted Meilisearch with the search-only key, or the embedded
 * engine answered in-process (the client's httpClient hook), so the results page and the palette search
 * through the same client and API.
 */
function workerSearchClient(c: Context<AppEnv>) {
  const env: Bindings = c.env
  const origin = new URL(c.req.url).origin
  if (env.MEILISEARCH_HOST) return searchClient({ host: env.MEILISEARCH_HOST, apiKey: env.MEILISEARCH_SEARCH_KEY ?? '' }, origin)
  const local = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const path = url.pathname.replace(/^\/api\/search/, '') + url.search
    let ctx: Context['executionCtx'] | undefined
    try {
      ctx = c.executionCtx
    } catch {
      // app.request() in tests runs without one
    }
    const response = await embeddedSearch.request(path, init, env, ctx)
    const body = await response.json()
    if (!response.ok) throw new MeilisearchApiError(response, body as never)
    return body
  }
  return searchClient({ host: '', apiKey: '' }, origin, local)
}

/** GET /api/search-results/{countryCode}/{locale}?s=…&page=…: a page of the results page, 24 hits by relevance. */
export const searchResults = new Hono<AppEnv>()

searchResults.get('/:countryCode/:locale', async (c) => {
  const country = parseCountry(c.req.param('countryCode'), await knownCountries(c.env))
  const locale = parseLocale(c.req.param('locale'))
  const query = (c.req.query('s') ?? '').trim().slice(0, MAX_QUERY)
  const page = parseInteger(c.req.query('page'), 'page', { min: 1, max: MAX_PAGE, fallback: 1 })
  if (!query) throw badRequest('s must hold a search text')
  const region = await regionOfCountry(c.env, country)
  const result = await workerSearchClient(c)
    .index<SearchHit>(SEARCH_INDEX)
    .search(query, {
      hitsPerPage: RESULTS_PER_PAGE,
      page,
      attributesToRetrieve: [...ATTRIBUTES_TO_RETRIEVE],
      attributesToHighlight: [...ATTRIBUTES_TO_HIGHLIGHT],
      highlightPreTag: HIGHLIGHT_PRE,
      highlightPostTag: HIGHLIGHT_POST,
    })
    .catch((error: Error) => {
      console.error('search failed', error)
      // the engine is down or refused the request: our failure, not the visitor's input
      throw new HttpError(502, `The search engine is unavailable: ${error.message}`)
    })
  const body: SearchResults = {
    query,
    page,
    perPage: RESULTS_PER_PAGE,
    total: result.totalHits ?? 0,
    pages: result.totalPages ?? 0,
    hits: result.hits.map((hit) => hitView(hit as SearchHit, locale, region?.currency_code ?? null)),
  }
  return c.json(body)
})
