import { Hono } from 'hono'
import { SEARCH_INDEX } from '../../../routes/search/search-document'
import type { AppEnv } from '../../env'
import { searchIndex } from '../engine/engine-state'
import { parseSearchParams } from '../engine/params'
import { search } from '../engine/query'
import { indexNotFound, jsonBody, meiliError } from './meili-errors'

/**
 * The embedded engine's public part of the Meilisearch API (mounted at /api/search): what the
 * storefront's meilisearch client calls when no MEILISEARCH_HOST is configured. Anonymous, like a
 * search-only key.
 */
export const embeddedSearch = new Hono<AppEnv>()

embeddedSearch.post('/indexes/:uid/search', async (c) => {
  const uid = c.req.param('uid')
  if (uid !== SEARCH_INDEX) throw indexNotFound(uid)
  const params = parseSearchParams(await jsonBody(c))
  let waitUntil: ((promise: Promise<unknown>) => void) | undefined
  try {
    waitUntil = c.executionCtx.waitUntil.bind(c.executionCtx)
  } catch {
    // in-process calls without an execution context wait for a reload instead
  }
  const index = await searchIndex(c.env, waitUntil)
  return c.json(search(index, params), 200, { 'cache-control': 'no-store' })
})

embeddedSearch.get('/health', (c) => c.json({ status: 'available' }))

embeddedSearch.all('*', (c) => c.json({ message: `The embedded search engine has no endpoint ${c.req.method} ${c.req.path}`, code: 'not_found', type: 'invalid_request', link: 'https://docs.meilisearch.com/errors#not_found' }, 404))
embeddedSearch.onError(meiliError)
