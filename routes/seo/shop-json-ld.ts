import { DEFAULT_COUNTRY } from '../../rules/languages'
import { absoluteHref, type JsonLdContext, type JsonLdData } from './json-ld'

/** The shop's founding year (a family jeweller selling since 1995). */
const FOUNDED = '1995'

/** Organization and WebSite JSON-LD of the home page, the WebSite with the shop's search as SearchAction. */
export function shopJsonLd({ origin, country, t }: JsonLdContext): JsonLdData[] {
  const home = absoluteHref(origin, country || DEFAULT_COUNTRY, '/')
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: t('brand.name'),
      description: t('brand.tagline'),
      url: home,
      logo: `${origin}/assets/favicon.svg`,
      foundingDate: FOUNDED,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: t('brand.name'),
      url: home,
      publisher: { '@id': `${origin}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absoluteHref(origin, country, '/search')}?s={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ]
}
