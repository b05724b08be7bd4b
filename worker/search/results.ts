import { Hono } from 'hono'
import { HIGHLIGHT_POST, HIGHLIGHT_PRE, RESULTS_PER_PAGE } from '../../routes/search/search-constants'
import { ATTRIBUTES_TO_HIGHLIGHT, ATTRIBUTES_TO_RETRIEVE } from '../../routes/search/search-document'
import { hitView, type SearchHit } from '../../routes/search/search-hit'
import type { SearchResults } from '../../routes/search/search-results-types'
import { isShopCurrency } from '../../rules/currencies'
import { parseListingFilters } from '../catalogue/product-query'
import type { AppEnv } from '../env'
import { badRequest, HttpError } from '../http/errors'
import { parseCountry, parseInteger, parseLocale } from '../http/params'
import { knownCountries, regionOfCountry } from '../regions/regions'
import { facetedSearch } from './faceted-search'
import { workerSearchClient } from './worker-search-client'

/** Search text is cut here (a query is a few words; Meilisearch reads ten). */
const MAX_QUERY = 200
/** Meilisearch's maxTotalHits: pages past it hold nothing. */
const MAX_PAGE = Math.ceil(1000 / RESULTS_PER_PAGE)

/**
 * GET /api/search-results/{countryCode}/{locale}?s=…&page=…[&material=…]: a page of the results page, 24 hits by
 * relevance, narrowed by the listing filters (routes/catalogue/listing-filters.ts), with the filters' counts.
 */
export const searchResults = new Hono<AppEnv>()

searchResults.get('/:countryCode/:locale', async (c) => {
  const country = parseCountry(c.req.param('countryCode'), await knownCountries(c.env))
  const locale = parseLocale(c.req.param('locale'))
  const query = (c.req.query('s') ?? '').trim().slice(0, MAX_QUERY)
  const page = parseInteger(c.req.query('page'), 'page', { min: 1, max: MAX_PAGE, fallback: 1 })
  if (!query) throw badRequest('s must hold a search text')
  const region = await regionOfCountry(c.env, country)
  const currency = region?.currency_code?.toLowerCase() ?? 'eur'
  const result = await facetedSearch<SearchHit>(workerSearchClient(c), {
    q: query,
    scope: [],
    filters: parseListingFilters(c.req.query()),
    currency: isShopCurrency(currency) ? currency : 'eur',
    page,
    hitsPerPage: RESULTS_PER_PAGE,
    hits: {
      attributesToRetrieve: [...ATTRIBUTES_TO_RETRIEVE],
      attributesToHighlight: [...ATTRIBUTES_TO_HIGHLIGHT],
      highlightPreTag: HIGHLIGHT_PRE,
      highlightPostTag: HIGHLIGHT_POST,
    },
  }).catch((error: Error) => {
    console.error('search failed', error)
    // the engine is down or refused the request: our failure, not the visitor's input
    throw new HttpError(502, `The search engine is unavailable: ${error.message}`)
  })
  const body: SearchResults = {
    query,
    page,
    perPage: RESULTS_PER_PAGE,
    total: result.total,
    pages: result.pages,
    hits: result.hits.map((hit) => hitView(hit, locale, region?.currency_code ?? null)),
    facets: result.facets,
  }
  return c.json(body)
})
