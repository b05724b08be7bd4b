import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { edgeCacheKey, normalisedUrl } from './cache-key'
import { defaultCache } from './default-cache'
import { htmlCacheable } from './html-cacheable'
import { cachedAnswer, executionContext, keep, mark, type FreshnessOptions } from './stale-while-revalidate'

/** Pages are fresh for five minutes, then served stale for a day while re-rendered; a purge ends both. */
export const HTML_FRESHNESS: FreshnessOptions = {
  ttl: 300,
  staleWhileRevalidate: 86_400,
  // browsers always ask again, so a purge reaches them on their next visit
  clientCacheControl: 'public, max-age=0, must-revalidate',
}

/**
 * Edge cache of anonymous catalogue and content HTML, keyed by the normalised URL (country and path
 * are its first segments, the query is sorted), the back end and the purge generation.
 * It runs inside country routing: the country/locale cookies that routing appends afterwards are
 * never part of what is stored, yet every visitor still receives their own. The render of a cacheable
 * page is anonymous (`anonymousRender`: loaders get no cookies), so no person's data can be stored.
 */
export const htmlCache = (render: (c: Context<AppEnv>) => Promise<Response>, options: FreshnessOptions = HTML_FRESHNESS) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const ctx = executionContext(c)
    const cache = defaultCache()
    if (!ctx || !cache || !htmlCacheable(c)) {
      await next()
      bypassed(c.res)
      return
    }

    c.set('anonymousRender', true)
    const key = await edgeCacheKey(normalisedUrl(c.req.url), c.env)
    const cached = await cachedAnswer(cache, key, options, ctx, () => render(c))
    if (cached) return cached

    await next()
    if (keep(cache, key, c.res, options, ctx)) mark(c.res.headers, 'MISS', options)
    else bypassed(c.res)
  })

function bypassed(response: Response) {
  try {
    response.headers.set('x-edge-cache', 'BYPASS')
  } catch {
    // a fetched response's headers are immutable; the marker is only a diagnosis aid
  }
}
