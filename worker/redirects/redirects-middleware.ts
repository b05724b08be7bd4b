import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { forgivingKv } from '../faults/forgiving-kv'
import { isBypassPath } from '../routing/paths'
import { parseRedirectValue, resolveRedirect, withQuery } from './lookup'

/** KV reads are cached at the edge for a minute: a loaded table shows up everywhere within that. */
const KV_CACHE_TTL = 60

/**
 * The redirect table (KV `REDIRECTS`, loaded by `npm run redirects:load`) is consulted for every
 * page path before the country routing. Absolute targets leave the shop; loops are ignored. While KV cannot be
 * read the page is served without the lookup (worker/faults).
 */
export const redirects = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
  const url = new URL(c.req.url)
  if (isBypassPath(url.pathname)) return next()
  const table = forgivingKv(c.env.REDIRECTS, 'REDIRECTS')
  const entry = await resolveRedirect(url.pathname, async (key) => parseRedirectValue(await table.get(key, { cacheTtl: KV_CACHE_TTL })))
  if (!entry) return next()
  return c.redirect(withQuery(entry.to, url.search), entry.status)
})
