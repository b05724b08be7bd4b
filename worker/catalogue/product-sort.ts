import type { Locale } from '../../rules/languages'
import { cheapestPrice, hasVideo, localized } from './localize'
import type { MedusaProduct } from './medusa-types'
import type { Order } from './product-query'

/** Products without a price in the region go last in both price orders. */
function priceOf(product: MedusaProduct): number | null {
  return cheapestPrice(product.variants).price?.amount ?? null
}

function compare(order: Order, locale: Locale) {
  const direction = order.startsWith('-') ? -1 : 1
  const field = order.replace(/^-/, '')
  return (a: MedusaProduct, b: MedusaProduct): number => {
    if (field === 'price') {
      const pa = priceOf(a)
      const pb = priceOf(b)
      if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1
      return (pa - pb) * direction
    }
    if (field === 'title') {
      return localized(locale, a.title, a.metadata, 'title').localeCompare(localized(locale, b.title, b.metadata, 'title'), locale) * direction
    }
    return String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')) * direction
  }
}

/** Filters (video) and orders a scanned product list the way Medusa cannot. */
export function filterAndSort(products: MedusaProduct[], { video, order, locale }: { video: boolean; order: Order; locale: Locale }) {
  const kept = video ? products.filter(hasVideo) : [...products]
  return kept.sort(compare(order, locale))
}
