import type { Context, ExecutionContext, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { basePath } from 'hono/route'
import type { AppEnv } from '../env'
import { defaultCache } from './default-cache'

type Options = {
  /** Seconds an answer is served as fresh. */
  ttl: number
  /** Seconds after that it is still served while a refresh runs in the background. */
  staleWhileRevalidate: number
  /** The app that answers a refresh: the routes are re-run with a request relative to its mount. */
  origin: () => Pick<Hono<AppEnv>, 'request'>
}

const CACHED_AT = 'x-edge-cached-at'
/** Marks the refresh request so it skips the cache; random per isolate, so clients cannot forge it. */
const REFRESH_HEADER = 'x-edge-cache-refresh'
let refreshToken: string | undefined
// made on first use: workerd allows no random values at global scope
const token = () => (refreshToken ??= crypto.randomUUID())

/** The copy kept in the Cache API lives for ttl + stale seconds; the age is read from CACHED_AT. */
function storedCopy(response: Response, options: Options): Response {
  const copy = new Response(response.clone().body, response)
  copy.headers.set('cache-control', `public, max-age=${options.ttl + options.staleWhileRevalidate}`)
  copy.headers.set(CACHED_AT, String(Date.now()))
  return copy
}

function answer(response: Response, state: 'HIT' | 'STALE', options: Options): Response {
  const copy = new Response(response.body, response)
  copy.headers.set('cache-control', `public, max-age=${options.ttl}`)
  copy.headers.delete(CACHED_AT)
  copy.headers.set('x-edge-cache', state)
  return copy
}

/**
 * The cache key: the request URL plus a tag of the back end answering it, so a re-seeded or switched
 * back end (new publishable key or URL) never gets the previous one's answers.
 */
function cacheKey(c: Context<AppEnv>): Request {
  const url = new URL(c.req.url)
  url.searchParams.set('__backend', backendTag(`${c.env.MEDUSA_BACKEND_URL} ${c.env.MEDUSA_PUBLISHABLE_KEY}`))
  return new Request(url, { method: 'GET' })
}

/** FNV-1a, 32 bit: a short stable tag, not a secret. */
function backendTag(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

function executionContext(c: Context<AppEnv>): ExecutionContext | null {
  try {
    return c.executionCtx
  } catch {
    return null // called in-process without one (e.g. the SSR loader): no caching then
  }
}

/** Re-runs the route through the origin app and stores a successful answer under the same key. */
async function refresh(c: Context<AppEnv>, cache: Cache, key: Request, options: Options, ctx: ExecutionContext) {
  const base = basePath(c)
  const path = base === '/' ? c.req.path : c.req.path.slice(base.length)
  const url = new URL(c.req.url)
  const response = await options.origin().request(path + url.search, { headers: { [REFRESH_HEADER]: token() } }, c.env, ctx)
  if (response.status === 200) await cache.put(key, storedCopy(response, options))
}

/**
 * Edge cache of catalogue GETs in the Cache API, keyed by URL: fresh for `ttl` seconds, then served
 * stale for `staleWhileRevalidate` seconds while executionCtx.waitUntil refreshes it. Only 200s are kept.
 */
export const edgeCache = (options: Options) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const ctx = executionContext(c)
    const cache = defaultCache()
    if (c.req.method !== 'GET' || !ctx || !cache || c.req.header(REFRESH_HEADER) === token()) return next()

    const key = cacheKey(c)
    const hit = await cache.match(key)
    if (hit) {
      const age = (Date.now() - Number(hit.headers.get(CACHED_AT) ?? 0)) / 1000
      if (age < options.ttl) return answer(hit, 'HIT', options)
      ctx.waitUntil(refresh(c, cache, key, options, ctx).catch((error) => console.warn('edge cache refresh failed', error)))
      return answer(hit, 'STALE', options)
    }

    await next()
    if (c.res.status === 200) {
      ctx.waitUntil(cache.put(key, storedCopy(c.res, options)))
      c.res.headers.set('cache-control', `public, max-age=${options.ttl}`)
      c.res.headers.set('x-edge-cache', 'MISS')
    }
  })
