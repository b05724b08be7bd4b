import type { Context } from 'hono'
import { edgeCacheKey } from '../cache/cache-key'
import { defaultCache } from '../cache/default-cache'
import { cachedAnswer, executionContext, type FreshnessOptions, keep, mark, staleIfError } from '../cache/stale-while-revalidate'
import type { AppEnv } from '../env'
import { jsonError } from '../http/errors'
import { isBackendUnavailable } from '../medusa/backend-unavailable'
import { robotsTxt } from './robots'
import { sitemapPages } from './sitemap-pages'
import { sitemapXml } from './sitemap-xml'

/** Crawlers read the sitemap rarely; an hour fresh, a day stale, and a purge makes a new one. */
const SITEMAP_FRESHNESS: FreshnessOptions = { ttl: 3600, staleWhileRevalidate: 86_400, clientCacheControl: 'public, max-age=3600' }

async function buildSitemap(c: Context<AppEnv>): Promise<Response> {
  const xml = sitemapXml(new URL(c.req.url).origin, await sitemapPages(c.env))
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}

/** GET /sitemap.xml: built from the back end through the js-sdk, cached at the edge; an older copy while the back end is down. */
export async function sitemap(c: Context<AppEnv>): Promise<Response> {
  let fallback: Response | null = null
  try {
    const ctx = executionContext(c)
    const cache = defaultCache()
    const keyed = ctx && cache ? await edgeCacheKey(new URL('/sitemap.xml', c.req.url), c.env) : null
    if (!ctx || !cache || !keyed) return await buildSitemap(c)
    const { key, generation } = keyed
    const cached = await cachedAnswer(cache, key, SITEMAP_FRESHNESS, ctx, () => buildSitemap(c), generation)
    if (cached.answer) return cached.answer
    fallback = cached.fallback
    const response = await buildSitemap(c)
    if (keep(cache, key, response, generation, ctx)) mark(response.headers, 'MISS', SITEMAP_FRESHNESS)
    return response
  } catch (error) {
    const failure = jsonError(error as Error, c)
    return fallback && isBackendUnavailable(error) ? staleIfError(fallback, SITEMAP_FRESHNESS, failure) : failure
  }
}

/** GET /robots.txt */
export const robots = (c: Context<AppEnv>) => c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'cache-control': 'public, max-age=3600' })
