import type { Locale } from '../../rules/languages'
import type { Country, PaymentOffer, RegionsResponse } from '../api-types'
import { BANK_TRANSFER_ONLY } from '../layout/load-layout'
import { notFound } from '../lib/errors'
import type { LoadContext } from '../lib/types'
import type { ContentDocument, ContentModule } from './document'
import { MADE_TO_MEASURE_PRODUCTS, madeToMeasureProduct } from './made-to-measure'

type Pages = Record<string, () => Promise<ContentModule>>

// One chunk per page and language: a visitor downloads only the text they read.
const PAGES: Record<Locale, Pages> = {
  de: {
    agb: () => import('./pages/de/agb'),
    impressum: () => import('./pages/de/impressum'),
    'ueber-uns': () => import('./pages/de/ueber-uns'),
    perleninfo: () => import('./pages/de/perleninfo'),
    datenschutz: () => import('./pages/de/datenschutz'),
    ringgroessen: () => import('./pages/de/ringgroessen'),
    diamanteninfo: () => import('./pages/de/diamanteninfo'),
    widerrufsrecht: () => import('./pages/de/widerrufsrecht'),
    'schmuck-verschenken': () => import('./pages/de/schmuck-verschenken'),
    'zahlung-und-versand': () => import('./pages/de/zahlung-und-versand'),
    'international-customers': () => import('./pages/de/international-customers'),
  },
  en: {
    agb: () => import('./pages/en/agb'),
    impressum: () => import('./pages/en/impressum'),
    'ueber-uns': () => import('./pages/en/ueber-uns'),
    perleninfo: () => import('./pages/en/perleninfo'),
    datenschutz: () => import('./pages/en/datenschutz'),
    ringgroessen: () => import('./pages/en/ringgroessen'),
    diamanteninfo: () => import('./pages/en/diamanteninfo'),
    widerrufsrecht: () => import('./pages/en/widerrufsrecht'),
    'schmuck-verschenken': () => import('./pages/en/schmuck-verschenken'),
    'zahlung-und-versand': () => import('./pages/en/zahlung-und-versand'),
    'international-customers': () => import('./pages/en/international-customers'),
  },
}

const MADE_TO_MEASURE: Record<Locale, () => Promise<{ madeToMeasure: (product: string) => ContentDocument }>> = {
  de: () => import('./pages/de/nach-mass'),
  en: () => import('./pages/en/nach-mass'),
}

/** The editorial pages of the shop (kontakt has a route of its own: the contact form). */
export const CONTENT_PAGES = Object.keys(PAGES.de)

/** Every content slug with a page of its own, for the sitemap: the editorial pages and each made-to-measure page. */
export const CONTENT_SLUGS = [...CONTENT_PAGES, ...Object.keys(MADE_TO_MEASURE_PRODUCTS).map((word) => `${word}-nach-mass`)]

export type ContentData = { slug: string; document: ContentDocument }

/** The page's text in the visitor's language; any other slug is a 404. */
export async function loadContent({ params, locale, country, api }: LoadContext): Promise<ContentData> {
  const slug = params.page
  const product = madeToMeasureProduct(slug)
  if (product) {
    const { madeToMeasure } = await MADE_TO_MEASURE[locale]()
    return { slug, document: madeToMeasure(MADE_TO_MEASURE_PRODUCTS[product][locale]) }
  }
  const page = Object.hasOwn(PAGES[locale], slug) ? PAGES[locale][slug] : undefined
  if (!page) throw notFound()
  const text = (await page()).default
  if (typeof text !== 'function') return { slug, document: text }
  // the methods the visitor's shop takes, as every promise of the layout names them (bank transfer without regions),
  // the valuables limit of the country's shipping options, as its product pages state it, and what shipping within
  // Germany costs, as the German shop's promises state it (neither without regions)
  const [offer, countries] = await Promise.all([api<PaymentOffer>(`/api/payment-methods/${country}`).catch(() => BANK_TRANSFER_ONLY), countriesOf(api)])
  const of = (iso: string) => countries.find((candidate) => candidate.iso_2 === iso)
  return { slug, document: text({ payment: offer.methods, valuables: of(country)?.valuables_limit ?? null, germanShipping: of('de')?.shipping_from ?? null }) }
}

/** The countries of the worker's copy of the regions (`GET /api/regions`, no call to Medusa of its own); none when it fails. */
async function countriesOf(api: LoadContext['api']): Promise<Country[]> {
  const { regions } = await api<RegionsResponse>('/api/regions').catch(() => ({ regions: [] }) as RegionsResponse)
  return regions.flatMap((region) => region.countries)
}
