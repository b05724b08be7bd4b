import { absoluteHref, type JsonLdData } from './json-ld'

/** One step of a breadcrumb trail: its name and router path (English segments, no country). */
export type Crumb = { name: string; to: string }

/** BreadcrumbList JSON-LD of category and product pages: home first, the page itself last. */
export function breadcrumbJsonLd(crumbs: Crumb[], origin: string, country: string): JsonLdData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteHref(origin, country, crumb.to),
    })),
  }
}
