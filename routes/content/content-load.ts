import { notFound } from '../lib/errors'
import type { LoadContext } from '../lib/types'

/** The content pages of storefront.md §2; each has its title under content.pages.{slug} in both dictionaries. */
export const CONTENT_PAGES = [
  'agb', 'kontakt', 'impressum', 'ueber-uns', 'perleninfo', 'datenschutz', 'ringgroessen', 'diamanteninfo',
  'widerrufsrecht', 'schmuck-verschenken', 'zahlung-und-versand', 'international-customers',
]

/** Made-to-measure pages exist for any product word: ringe-nach-mass, schmuck-nach-mass … */
const MADE_TO_MEASURE = /^([a-z]+(?:-[a-z]+)*)-nach-mass$/

export type ContentData = { slug: string; madeToMeasure: string | null }

/** Only those pages exist; any other slug is a 404. */
export async function loadContent({ params }: LoadContext): Promise<ContentData> {
  const slug = params.page
  const product = MADE_TO_MEASURE.exec(slug)?.[1] ?? null
  if (!product && !CONTENT_PAGES.includes(slug)) throw notFound()
  return { slug, madeToMeasure: product }
}
