/** Areas that are personal or technical: never worth a crawler's visit. */
const DISALLOWED = ['/api/', '/medusa/', '/ops/', '/admin', '/checkout', '/account', '/cart']

/** robots.txt: everything else may be crawled; the sitemap is named with the request's own origin. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
