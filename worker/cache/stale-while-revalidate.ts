import type { ExecutionContext } from 'hono'
import { budgetSpared } from '../faults/subrequest-budget'

export type FreshnessOptions = {
  /** Seconds an answer is served as fresh. */
  ttl: number
  /** Seconds after that it is still served while a refresh runs in the background. */
  staleWhileRevalidate: number
  /** Cache-Control sent to the browser with a cached or cacheable answer. */
  clientCacheControl: string
}

/**
 * HIT fresh, STALE served while refreshed, MISS rendered and stored, BYPASS never cached, STALE-IF-ERROR
 * an older copy (past its time or of an earlier purge generation) served because the back end failed.
 */
export type EdgeCacheState = 'HIT' | 'STALE' | 'MISS' | 'BYPASS' | 'STALE-IF-ERROR'

const CACHED_AT = 'x-edge-cached-at'
/** Set by a render that had to do without the back end (an older /api copy, no menu): served, never stored. */
export const DEGRADED = 'x-edge-degraded'
const GENERATION = 'x-edge-generation'
/**
 * Stored copies outlive their freshness by far: when the back end is down, any copy, however old, is a
 * better answer than an error page (the Cache API may still evict it earlier).
 */
const KEEP_SECONDS = 365 * 86_400

/** The copy kept in the Cache API: its age and purge generation travel in headers of its own. */
function storedCopy(response: Response, generation: string): Response {
  const copy = new Response(response.clone().body, response)
  copy.headers.set('cache-control', `public, max-age=${KEEP_SECONDS}`)
  copy.headers.set(CACHED_AT, String(Date.now()))
  copy.headers.set(GENERATION, generation)
  return copy
}

/** Marks an answer for the browser with where it came from; its headers must be mutable. */
export function mark(headers: Headers, state: EdgeCacheState, options: FreshnessOptions): void {
  headers.delete(CACHED_AT)
  headers.delete(GENERATION)
  headers.delete(DEGRADED)
  if (state === 'STALE-IF-ERROR') headers.set('cache-control', 'no-cache')
  else if (state !== 'BYPASS') headers.set('cache-control', options.clientCacheControl)
  headers.set('x-edge-cache', state)
}

/** A cached copy as sent to the browser. */
function marked(response: Response, state: 'HIT' | 'STALE' | 'STALE-IF-ERROR', options: FreshnessOptions): Response {
  const copy = new Response(response.body, response)
  mark(copy.headers, state, options)
  return copy
}

export const isDegraded = (response: Response) => response.headers.has(DEGRADED)

/** Only a complete 200 without cookies is shared: a Set-Cookie belongs to one visitor. */
const storable = (response: Response) => response.status === 200 && !response.headers.has('set-cookie') && !isDegraded(response)

/** The answers that mean "the back end failed" (worker/medusa/deadline.ts, jsonError): an older copy serves instead. */
export const isBackendFailure = (response: Response) => response.status === 502 || response.status === 503 || response.status === 504

/** Keeps a storable answer (in the background) under the current generation; anything else is never stored. */
export function keep(cache: Cache, key: Request, response: Response, generation: string, ctx: ExecutionContext): boolean {
  // a request that skipped optional parts for its sub-request budget stores nothing (worker/faults/subrequest-budget.ts)
  if (!storable(response) || budgetSpared()) return false
  ctx.waitUntil(cache.put(key, storedCopy(response, generation)).catch((error) => console.warn('edge cache store failed', error)))
  return true
}

export type CacheLookup =
  /** A copy to answer with now (fresh, or stale while `refresh` renders a new one in waitUntil). */
  | { answer: Response; fallback?: undefined }
  /** Nothing current: render, and answer with `fallback` (if any) only when the back end fails. */
  | { answer?: undefined; fallback: Response | null }

/**
 * The cached answer of `key`: fresh for `ttl` seconds, then stale for `staleWhileRevalidate` seconds
 * while `refresh` renders a new one in waitUntil. A copy of an earlier purge generation or older than
 * that is no answer, but it is handed back as the fallback for a failing back end.
 */
export async function cachedAnswer(
  cache: Cache,
  key: Request,
  options: FreshnessOptions,
  ctx: ExecutionContext,
  refresh: () => Promise<Response>,
  generation: string,
): Promise<CacheLookup> {
  const hit = await cache.match(key)
  if (!hit) return { fallback: null }
  const age = (Date.now() - Number(hit.headers.get(CACHED_AT) ?? 0)) / 1000
  const current = hit.headers.get(GENERATION) === generation
  if (current && age < options.ttl) return { answer: marked(hit, 'HIT', options) }
  if (!current || age >= options.ttl + options.staleWhileRevalidate) return { fallback: hit }
  ctx.waitUntil(
    refresh()
      .then((response) => (storable(response) ? cache.put(key, storedCopy(response, generation)) : undefined))
      .catch((error) => console.warn('edge cache refresh failed', error)),
  )
  return { answer: marked(hit, 'STALE', options) }
}

/** The older copy, served because the back end failed: never stored again, never kept by the browser. */
export function staleIfError(fallback: Response, options: FreshnessOptions, failure: Response): Response {
  console.warn(`back end failed (${failure.status}); serving an older cached copy`)
  return marked(fallback, 'STALE-IF-ERROR', options)
}

export function executionContext(c: { executionCtx: ExecutionContext }): ExecutionContext | null {
  try {
    return c.executionCtx
  } catch {
    return null // called in-process without one (e.g. the SSR loader): no caching then
  }
}
