import { type Context, Hono } from 'hono'
import { SEARCH_INDEX } from '../../../routes/search/search-document'
import type { AppEnv } from '../../env'
import { searchIndex } from '../engine/engine-state'
import { SearchError } from '../engine/errors'
import { multiSearch, parseMultiSearch } from '../engine/multi-search'
import { parseSearchParams } from '../engine/params'
import { search } from '../engine/query'
import { indexNotFound, jsonBody, meiliError } from './meili-errors'

/**
 * The embedded engine's public part of the Meilisearch API (mounted at /api/search): what the
 * storefront's meilisearch client calls when no MEILISEARCH_HOST is configured (search, multi-search).
 * Anonymous, like a search-only key.
 */
export const embeddedSearch = new Hono<AppEnv>()

const NO_STORE = { 'cache-control': 'no-store' }

/** The index of this isolate; in-process calls without an execution context wait for a reload instead. */
function currentIndex(c: Context<AppEnv>) {
  let waitUntil: ((promise: Promise<unknown>) => void) | undefined
  try {
    waitUntil = c.executionCtx.waitUntil.bind(c.executionCtx)
  } catch {
    // no execution context (app.request in tests)
  }
  return searchIndex(c.env, waitUntil)
}

embeddedSearch.post('/indexes/:uid/search', async (c) => {
  const uid = c.req.param('uid')
  if (uid !== SEARCH_INDEX) throw indexNotFound(uid)
  const params = parseSearchParams(await jsonBody(c))
  return c.json(search(await currentIndex(c), params), 200, NO_STORE)
})

embeddedSearch.post('/multi-search', async (c) => {
  const request = parseMultiSearch(await jsonBody(c))
  return c.json(multiSearch(await currentIndex(c), request), 200, NO_STORE)
})

/** Meilisearch's answer when an index's `facetSearch` setting is off, which is what the embedded engine has. */
embeddedSearch.post('/indexes/:uid/facet-search', (c) => {
  const uid = c.req.param('uid')
  if (uid !== SEARCH_INDEX) throw indexNotFound(uid)
  throw new SearchError(
    `The facet search is disabled for the index \`${uid}\`: the embedded search engine answers \`facets\` in searches, not facet-value searches.`,
    'facet_search_disabled',
  )
})

embeddedSearch.get('/health', (c) => c.json({ status: 'available' }))

embeddedSearch.all('*', (c) =>
  c.json(
    {
      message: `The embedded search engine has no endpoint ${c.req.method} ${c.req.path}`,
      code: 'not_found',
      type: 'invalid_request',
      link: 'https://docs.meilisearch.com/errors#not_found',
    },
    404,
  ),
)
embeddedSearch.onError(meiliError)
