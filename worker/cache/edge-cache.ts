import type { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { basePath } from 'hono/route'
import type { AppEnv } from '../env'
import { edgeCacheKey } from './cache-key'
import { defaultCache } from './default-cache'
import { cachedAnswer, executionContext, keep, mark } from './stale-while-revalidate'

type Options = {
  /** Seconds an answer is served as fresh. */
  ttl: number
  /** Seconds after that it is still served while a refresh runs in the background. */
  staleWhileRevalidate: number
  /** The app that answers a refresh: the routes are re-run with a request relative to its mount. */
  origin: () => Pick<Hono<AppEnv>, 'request'>
}

/** Marks the refresh request so it skips the cache; random per isolate, so clients cannot forge it. */
const REFRESH_HEADER = 'x-edge-cache-refresh'
let refreshToken: string | undefined
// made on first use: workerd allows no random values at global scope
const token = () => (refreshToken ??= crypto.randomUUID())

/**
 * Edge cache of catalogue GETs in the Cache API, keyed by URL and purge generation: fresh for `ttl`
 * seconds, then served stale for `staleWhileRevalidate` seconds while executionCtx.waitUntil
 * refreshes it. Only 200s are kept.
 */
export const edgeCache = (options: Options) => {
  const freshness = { ...options, clientCacheControl: `public, max-age=${options.ttl}` }
  return createMiddleware<AppEnv>(async (c, next) => {
    const ctx = executionContext(c)
    const cache = defaultCache()
    if (c.req.method !== 'GET' || !ctx || !cache || c.req.header(REFRESH_HEADER) === token()) return next()

    const url = new URL(c.req.url)
    const key = await edgeCacheKey(url, c.env)
    const refresh = async () => {
      const base = basePath(c)
      const path = base === '/' ? c.req.path : c.req.path.slice(base.length)
      return options.origin().request(path + url.search, { headers: { [REFRESH_HEADER]: token() } }, c.env, ctx)
    }
    const cached = await cachedAnswer(cache, key, freshness, ctx, refresh)
    if (cached) return cached

    await next()
    if (keep(cache, key, c.res, freshness, ctx)) mark(c.res.headers, 'MISS', freshness)
  })
}
