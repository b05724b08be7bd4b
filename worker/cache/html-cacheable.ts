import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { FILTER_PARAMS, filterParam } from '../../routes/catalogue/listing-filters'
import { SORT_NAMES } from '../../routes/catalogue/listing-query'
import { findRoute } from '../../routes/lib/resolve'

/** A query parameter a page reads: its value as the page understands it, or null when the page would ignore it. */
type Param = (value: string) => string | null

const oneOf =
  (...values: readonly string[]): Param =>
  (value) =>
    values.includes(value) ? value : null
const matching =
  (pattern: RegExp): Param =>
  (value) =>
    pattern.test(value) ? value : null

// The same readings as the pages: routes/catalogue/listing-query.ts (page, sort), listing-filters.ts (the filters,
// each in its one form: values sorted, each once, unknown ones dropped), search-load.ts (s),
// product-page.tsx (variant), content/newsletter-signup.tsx (newsletter), content/contact-form.tsx (sent, failed).
const page = matching(/^[1-9]\d{0,5}$/)
const sort = oneOf(...SORT_NAMES)
const FILTERS = Object.fromEntries(FILTER_PARAMS.map((name) => [name, (value: string) => filterParam(name, value)]))
const LISTING = { page, sort, ...FILTERS }
const CONTACT = { sent: oneOf('1'), failed: matching(/^[a-z]{1,20}:[a-zA-Z]{1,20}(?:,[a-z]{1,20}:[a-zA-Z]{1,20}){0,9}$/) }

/**
 * Pages whose HTML is the same for every visitor of a country (catalogue and content), each with the
 * query parameters it reads. Only those (with a value the page understands) are part of the cache key
 * and of the URL the page is rendered with, so `?anything=random` is the cached page, not a new render.
 * Cart, checkout, account, wishlist, order and login pages are never cached; a new page is uncached
 * until listed here, and a new query parameter a cached page reads must be listed with it.
 */
const CACHEABLE_PAGES: Readonly<Record<string, Readonly<Record<string, Param>>>> = {
  home: { newsletter: oneOf('subscribed', 'tooMany', 'failed', 'invalid') },
  store: LISTING,
  search: { ...LISTING, s: (value) => value.trim() || null },
  product: { variant: matching(/^variant_[0-9A-Z]{26}$/) },
  category: LISTING,
  collection: LISTING,
  content: {},
  contact: CONTACT,
  'content-contact': CONTACT,
  videos: { page },
  video: {},
}

/** Cookies of a signed-in customer (Medusa's session, a stored token): their requests bypass the cache. */
const SESSION_COOKIE = /^(connect\.sid|_medusa_jwt|.*(session|jwt|auth[_-]?token).*)$/i

export function hasSessionCookie(c: Context): boolean {
  return Object.keys(getCookie(c)).some((name) => SESSION_COOKIE.test(name))
}

/**
 * The URL a cacheable page is keyed and rendered by: only the parameters its route reads, with values
 * it understands, sorted; null when the request's page is not cacheable.
 */
export function cacheablePageUrl(input: string | URL): URL | null {
  const url = new URL(input)
  const id = findRoute(url).route.id
  if (!Object.hasOwn(CACHEABLE_PAGES, id)) return null
  const params = CACHEABLE_PAGES[id]
  const kept: [string, string][] = []
  for (const [name, read] of Object.entries(params)) {
    const raw = url.searchParams.get(name)
    const value = raw === null ? null : read(raw)
    if (value !== null) kept.push([name, value])
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const page = new URL(url.pathname, url)
  page.search = new URLSearchParams(kept).toString()
  return page
}

/** Whether the HTML of this request may come from and go to the shared edge cache: the URL to key it by, or null. */
export function htmlCacheable(c: Context): URL | null {
  if (c.req.method !== 'GET' || hasSessionCookie(c)) return null
  return cacheablePageUrl(c.req.url)
}
