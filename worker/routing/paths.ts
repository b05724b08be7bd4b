/** Paths the page routing leaves alone: handlers of their own, files of the asset layer. */
const OWN_PREFIXES = ['/admin/', '/api/', '/medusa/', '/ops/', '/assets/', '/static/', '/builds/']
const OWN_PATHS = ['/admin', '/api', '/medusa', '/ops', '/favicon.ico', '/robots.txt', '/sitemap.xml', '/builds/latest.json']
const ASSET_EXTENSION = /\.(?:js|mjs|css|map|png|jpe?g|gif|svg|webp|avif|ico|txt|xml|json|webmanifest|woff2?|ttf|otf|eot|pdf|mp4|webm)$/i

export function isBypassPath(path: string): boolean {
  if (OWN_PATHS.includes(path) || OWN_PREFIXES.some((prefix) => path.startsWith(prefix))) return true
  return ASSET_EXTENSION.test(path)
}

/**
 * First segments of header and footer links written without a country (/cart, /account/orders,
 * /content/agb, /categories/ringe, …): they are sent to the same path under the chosen country.
 */
export const COUNTRYLESS_SEGMENTS: readonly string[] = [
  'account',
  'cart',
  'wishlist',
  'videos',
  'content',
  'categories',
  'kategorien',
  'products',
  'produkte',
  'collections',
  'kollektionen',
  'store',
  'login',
  'register',
  'checkout',
  'contact',
  'search',
  'suche',
  'order',
  'password-reset',
  'reset-password',
  'newsletter',
]

export const isOrderConfirmation = (path: string) => path === '/order/confirmation' || path === '/order/confirmation/'

/** `/c/{handle}` (German) and `/en/c/{handle}` (English): category URLs of the old shop. The last segment is the handle. */
export function legacyCategory(path: string): { locale: 'de' | 'en'; handle: string } | null {
  const match = /^\/(en\/)?c\/(.+)$/.exec(path)
  if (!match) return null
  const handle = match[2].split('/').filter(Boolean).pop()
  return handle ? { locale: match[1] ? 'en' : 'de', handle } : null
}

/** The query string without `testcountry` (it only steers the choice of the country). */
export function searchWithoutTestCountry(search: string): string {
  const params = new URLSearchParams(search)
  params.delete('testcountry')
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/** Splits `/de/produkte/x` into `de` and `/produkte/x`. */
export function splitCountry(path: string): { first: string; rest: string } {
  const match = /^\/([^/]*)(.*)$/.exec(path)!
  return { first: match[1], rest: match[2] }
}
