import { Hono } from 'hono'
import type { RedirectLookup } from '../../routes/api-types'
import type { AppEnv } from '../env'
import { forgivingKv } from '../faults/forgiving-kv'
import { badRequest } from '../http/errors'
import { isBypassPath } from '../routing/paths'
import { isAbsolute, parseRedirectValue, resolveRedirect, withQuery } from './lookup'

/**
 * GET /api/redirect?path=/alte-seite?x=1 → { redirect: { to, status, absolute } | null }.
 * The same lookup the page middleware does, for the client router's navigations (which never reach
 * the page middleware): an absolute target means a full page load.
 */
export const redirectLookup = new Hono<AppEnv>()

redirectLookup.get('/', async (c) => {
  const requested = c.req.query('path')
  if (!requested || !requested.startsWith('/') || requested.startsWith('//') || requested.length > 2048) {
    throw badRequest(`path must be a path starting with '/' (at most 2048 characters), got '${requested ?? ''}'`)
  }
  const url = new URL(requested, 'http://shop.invalid')
  // KV unreadable: no redirect known, as for the page itself
  const table = forgivingKv(c.env.REDIRECTS, 'REDIRECTS')
  const lookup = async (key: string) => parseRedirectValue(await table.get(key, { cacheTtl: 60 }))
  const entry = isBypassPath(url.pathname) ? null : await resolveRedirect(url.pathname, lookup)
  const body: RedirectLookup = {
    redirect: entry ? { to: withQuery(entry.to, url.search), status: entry.status, absolute: isAbsolute(entry.to) } : null,
  }
  return c.json(body)
})
