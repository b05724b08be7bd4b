import { getCookie } from 'hono/cookie'
import type { Context } from 'hono'
import { findRoute } from '../../routes/lib/resolve'

/**
 * Pages whose HTML is the same for every visitor of a country: catalogue and content. Cart, checkout,
 * account, wishlist, order and login pages are never cached; a new page is uncached until listed here.
 */
export const CACHEABLE_PAGES: ReadonlySet<string> = new Set([
  'home', 'store', 'search', 'product', 'category', 'collection', 'content', 'contact', 'content-contact', 'videos', 'video',
])

/** Cookies of a signed-in customer (Medusa's session, a stored token): their requests bypass the cache. */
const SESSION_COOKIE = /^(connect\.sid|_medusa_jwt|.*(session|jwt|auth[_-]?token).*)$/i

export function hasSessionCookie(c: Context): boolean {
  return Object.keys(getCookie(c)).some((name) => SESSION_COOKIE.test(name))
}

/** Whether the HTML of this request may come from and go to the shared edge cache. */
export function htmlCacheable(c: Context): boolean {
  if (c.req.method !== 'GET' || hasSessionCookie(c)) return false
  return CACHEABLE_PAGES.has(findRoute(new URL(c.req.url)).route.id)
}
