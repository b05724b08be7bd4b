import type { Locale } from '../../rules/languages'
import type { Money } from '../api-types'
import type { SearchDocument } from './search-document'

/** A hit as the meilisearch client returns it for the palette and the results page. */
export type SearchHit = Partial<SearchDocument> & { id: string; _formatted?: Partial<Record<keyof SearchDocument, unknown>> }

/** What one hit shows, in the visitor's language and currency (the header's search palette). */
export type HitView = {
  id: string
  handle: string
  /** The title with highlight tags (routes/search/highlight.tsx); '' when the product has none. */
  title: string
  description: string
  collection: string | null
  image: string | null
  price: Money | null
  priceVaries: boolean
}

const str = (value: unknown) => (typeof value === 'string' ? value : '')

export function hitView(hit: SearchHit, locale: Locale, currency: string | null): HitView {
  const en = locale === 'en'
  const formatted = hit._formatted ?? {}
  const title = str(en ? (formatted.title_en ?? hit.title_en) : (formatted.title ?? hit.title)) || str(en ? hit.title : hit.title_en)
  const description = str(en ? (formatted.description_en ?? hit.description_en) : (formatted.description ?? hit.description))
  const amount = currency ? hit.prices?.[currency.toLowerCase()] : undefined
  return {
    id: hit.id,
    handle: str(en ? hit.handle_en : hit.handle) || str(hit.handle),
    title,
    description,
    collection: hit.collection ? (en ? hit.collection.title_en : hit.collection.title) || null : null,
    image: hit.images?.[0] ?? null,
    price: typeof amount === 'number' && currency ? { amount, currency_code: currency.toLowerCase() } : null,
    priceVaries: hit.price_varies === true,
  }
}
