import type { Context } from 'hono'
import { edgeCacheKey } from '../cache/cache-key'
import { defaultCache } from '../cache/default-cache'
import { cachedAnswer, executionContext, keep, mark, type FreshnessOptions } from '../cache/stale-while-revalidate'
import type { AppEnv } from '../env'
import { jsonError } from '../http/errors'
import { robotsTxt } from './robots'
import { sitemapPages } from './sitemap-pages'
import { sitemapXml } from './sitemap-xml'

/** Crawlers read the sitemap rarely; an hour fresh, a day stale, and a purge makes a new one. */
const SITEMAP_FRESHNESS: FreshnessOptions = { ttl: 3600, staleWhileRevalidate: 86_400, clientCacheControl: 'public, max-age=3600' }

async function buildSitemap(c: Context<AppEnv>): Promise<Response> {
  const xml = sitemapXml(new URL(c.req.url).origin, await sitemapPages(c.env))
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } })
}

/** GET /sitemap.xml: built from the back end through the js-sdk, cached at the edge. */
export async function sitemap(c: Context<AppEnv>): Promise<Response> {
  try {
    const ctx = executionContext(c)
    const cache = defaultCache()
    if (!ctx || !cache) return await buildSitemap(c)
    const key = await edgeCacheKey(new URL('/sitemap.xml', c.req.url), c.env)
    const cached = await cachedAnswer(cache, key, SITEMAP_FRESHNESS, ctx, () => buildSitemap(c))
    if (cached) return cached
    const response = await buildSitemap(c)
    if (keep(cache, key, response, SITEMAP_FRESHNESS, ctx)) mark(response.headers, 'MISS', SITEMAP_FRESHNESS)
    return response
  } catch (error) {
    return jsonError(error as Error, c)
  }
}

/** GET /robots.txt */
export const robots = (c: Context<AppEnv>) => c.text(robotsTxt(new URL(c.req.url).origin), 200, { 'cache-control': 'public, max-age=3600' })
