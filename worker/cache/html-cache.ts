import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { edgeCacheKey } from './cache-key'
import { defaultCache } from './default-cache'
import { htmlCacheable } from './html-cacheable'
import { cachedAnswer, executionContext, type FreshnessOptions, isBackendFailure, isDegraded, keep, mark, staleIfError } from './stale-while-revalidate'

/** Pages are fresh for five minutes, then served stale for a day while re-rendered; a purge ends both. */
const HTML_FRESHNESS: FreshnessOptions = {
  ttl: 300,
  staleWhileRevalidate: 86_400,
  // browsers always ask again, so a purge reaches them on their next visit
  clientCacheControl: 'public, max-age=0, must-revalidate',
}

/**
 * Edge cache of anonymous catalogue and content HTML, keyed by the page's URL with only the query
 * parameters the page reads (html-cacheable.ts; country and path are its first segments), the back end
 * and the client build; the stored copy carries the purge generation.
 * It runs inside country routing: the country/locale cookies that routing appends afterwards are
 * never part of what is stored, yet every visitor still receives their own. The render of a cacheable
 * page is anonymous (`anonymousRender`: loaders get no cookies) and sees only the keyed URL (`pageUrl`),
 * so no person's data and no stray parameter can be stored. A page rendered while the back end failed
 * (DEGRADED header: a loader got an older copy, the menu was missing) is served but never stored; when the render
 * itself fails for the back end, an older copy of the page answers (STALE-IF-ERROR) if there is one.
 */
export const htmlCache = (render: (c: Context<AppEnv>) => Promise<Response>, options: FreshnessOptions = HTML_FRESHNESS) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const ctx = executionContext(c)
    const cache = defaultCache()
    const pageUrl = htmlCacheable(c)
    if (!ctx || !cache || !pageUrl) {
      await next()
      bypassed(c.res)
      return
    }
    c.set('anonymousRender', true)
    c.set('pageUrl', pageUrl)
    const keyed = await edgeCacheKey(pageUrl, c.env)
    if (!keyed) {
      await next()
      bypassed(c.res)
      return
    }
    const { key, generation } = keyed
    const cached = await cachedAnswer(cache, key, options, ctx, () => render(c), generation)
    if (cached.answer) return cached.answer
    await next()
    if (cached.fallback && isBackendFailure(c.res)) {
      const failure = c.res
      c.res = undefined // a plain assignment would copy the failure's headers (Retry-After) onto the copy
      c.res = staleIfError(cached.fallback, options, failure)
      return
    }
    if (isDegraded(c.res)) mark(c.res.headers, 'STALE-IF-ERROR', options)
    else if (keep(cache, key, c.res, generation, ctx)) mark(c.res.headers, 'MISS', options)
    else bypassed(c.res)
  })

function bypassed(response: Response) {
  try {
    response.headers.set('x-edge-cache', 'BYPASS')
  } catch {
    // a fetched response's headers are immutable; the marker is only a diagnosis aid
  }
}
