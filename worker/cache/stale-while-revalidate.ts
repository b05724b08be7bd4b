import type { ExecutionContext } from 'hono'

export type FreshnessOptions = {
  /** Seconds an answer is served as fresh. */
  ttl: number
  /** Seconds after that it is still served while a refresh runs in the background. */
  staleWhileRevalidate: number
  /** Cache-Control sent to the browser with a cached or cacheable answer. */
  clientCacheControl: string
}

export type EdgeCacheState = 'HIT' | 'STALE' | 'MISS' | 'BYPASS'

const CACHED_AT = 'x-edge-cached-at'

/** The copy kept in the Cache API lives for ttl + stale seconds; its age is read from CACHED_AT. */
function storedCopy(response: Response, options: FreshnessOptions): Response {
  const copy = new Response(response.clone().body, response)
  copy.headers.set('cache-control', `public, max-age=${options.ttl + options.staleWhileRevalidate}`)
  copy.headers.set(CACHED_AT, String(Date.now()))
  return copy
}

/** Marks an answer for the browser with where it came from; its headers must be mutable. */
export function mark(headers: Headers, state: EdgeCacheState, options: FreshnessOptions): void {
  headers.delete(CACHED_AT)
  if (state !== 'BYPASS') headers.set('cache-control', options.clientCacheControl)
  headers.set('x-edge-cache', state)
}

/** A cached copy as sent to the browser. */
function marked(response: Response, state: 'HIT' | 'STALE', options: FreshnessOptions): Response {
  const copy = new Response(response.body, response)
  mark(copy.headers, state, options)
  return copy
}

/** Only a 200 without cookies is shared: a Set-Cookie belongs to one visitor. */
const storable = (response: Response) => response.status === 200 && !response.headers.has('set-cookie')

/** Keeps a storable answer (in the background); anything else is never stored. */
export function keep(cache: Cache, key: Request, response: Response, options: FreshnessOptions, ctx: ExecutionContext): boolean {
  if (!storable(response)) return false
  ctx.waitUntil(cache.put(key, storedCopy(response, options)).catch((error) => console.warn('edge cache store failed', error)))
  return true
}

/**
 * The cached answer of `key`: fresh for `ttl` seconds, then stale for `staleWhileRevalidate` seconds
 * while `refresh` renders a new one in waitUntil. Null when nothing is cached.
 */
export async function cachedAnswer(
  cache: Cache,
  key: Request,
  options: FreshnessOptions,
  ctx: ExecutionContext,
  refresh: () => Promise<Response>,
): Promise<Response | null> {
  const hit = await cache.match(key)
  if (!hit) return null
  const age = (Date.now() - Number(hit.headers.get(CACHED_AT) ?? 0)) / 1000
  if (age < options.ttl) return marked(hit, 'HIT', options)
  ctx.waitUntil(
    refresh()
      .then((response) => (storable(response) ? cache.put(key, storedCopy(response, options)) : undefined))
      .catch((error) => console.warn('edge cache refresh failed', error)),
  )
  return marked(hit, 'STALE', options)
}

export function executionContext(c: { executionCtx: ExecutionContext }): ExecutionContext | null {
  try {
    return c.executionCtx
  } catch {
    return null // called in-process without one (e.g. the SSR loader): no caching then
  }
}
