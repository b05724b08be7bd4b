import type { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { basePath } from 'hono/route'
import type { AppEnv } from '../env'
import { edgeCacheKey } from './cache-key'
import { defaultCache } from './default-cache'
import { cachedAnswer, executionContext, isBackendFailure, keep, mark, staleIfError } from './stale-while-revalidate'

type Options = {
  /** Seconds an answer is served as fresh. */
  ttl: number
  /** Seconds after that it is still served while a refresh runs in the background. */
  staleWhileRevalidate: number
  /** The app that answers a refresh: the routes are re-run with a request relative to its mount. */
  origin: () => Pick<Hono<AppEnv>, 'request'>
  /**
   * The query parameters the endpoints read: only those are part of the key (and of a refresh), so a
   * random parameter is not a new entry. Absent: every parameter counts (for endpoints that refuse
   * unknown ones with a 400, which is never stored).
   */
  params?: readonly string[]
}

/** The request's query with only the parameters the endpoint reads, sorted. */
function keyedSearch(url: URL, params: readonly string[] | undefined): string {
  const kept = [...url.searchParams].filter(([name]) => !params || params.includes(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const search = new URLSearchParams(kept).toString()
  return search ? `?${search}` : ''
}

/** Marks the refresh request so it skips the cache; random per isolate, so clients cannot forge it. */
const REFRESH_HEADER = 'x-edge-cache-refresh'
let refreshToken: string | undefined
// made on first use: workerd allows no random values at global scope
const token = () => (refreshToken ??= crypto.randomUUID())

/**
 * Edge cache of catalogue GETs in the Cache API, keyed by URL: fresh for `ttl` seconds, then served
 * stale for `staleWhileRevalidate` seconds while executionCtx.waitUntil refreshes it. Only 200s are
 * kept. When the back end fails (502/503/504), any older copy answers instead (STALE-IF-ERROR).
 */
export const edgeCache = (options: Options) => {
  const freshness = { ...options, clientCacheControl: `public, max-age=${options.ttl}` }
  return createMiddleware<AppEnv>(async (c, next) => {
    const ctx = executionContext(c)
    const cache = defaultCache()
    if (c.req.method !== 'GET' || !ctx || !cache || c.req.header(REFRESH_HEADER) === token()) return next()

    const url = new URL(c.req.url)
    url.search = keyedSearch(url, options.params)
    const keyed = await edgeCacheKey(url, c.env)
    if (!keyed) return next()
    const { key, generation } = keyed
    const refresh = async () => {
      const base = basePath(c)
      const path = base === '/' ? c.req.path : c.req.path.slice(base.length)
      return options.origin().request(path + url.search, { headers: { [REFRESH_HEADER]: token() } }, c.env, ctx)
    }
    const cached = await cachedAnswer(cache, key, freshness, ctx, refresh, generation)
    if (cached.answer) return cached.answer

    await next()
    if (cached.fallback && isBackendFailure(c.res)) {
      const failure = c.res
      c.res = undefined // a plain assignment would copy the failure's headers (Retry-After) onto the copy
      c.res = staleIfError(cached.fallback, freshness, failure)
      return
    }
    if (keep(cache, key, c.res, generation, ctx)) mark(c.res.headers, 'MISS', freshness)
  })
}
