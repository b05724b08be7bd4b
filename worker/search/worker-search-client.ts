import type { Context } from 'hono'
import { MeilisearchApiError } from 'meilisearch'
import { searchClient } from '../../routes/search/search-client'
import type { AppEnv, Bindings } from '../env'
import { embeddedSearch } from './embedded/search-routes'

/**
 * The worker's meilisearch client: the hosted Meilisearch with the search-only key, or the embedded
 * engine answered in-process (the client's httpClient hook), so the results page, the listings' filters and
 * the palette search through the same client and API.
 */
export function workerSearchClient(c: Context<AppEnv>) {
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
