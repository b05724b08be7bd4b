import type { Locale } from '../rules/languages'
import { PAYMENT_LINK_SEGMENT } from '../rules/payment-link'

/** First path segments that differ by language; the slug that follows is a handle of that kind. */
const SEGMENTS = {
  product: { de: 'produkte', en: 'products' },
  category: { de: 'kategorien', en: 'categories' },
  collection: { de: 'kollektionen', en: 'collections' },
  search: { de: 'suche', en: 'search' },
  // the page of a mailed payment link (rules/payment-link.ts, whose mail writes it)
  payment: PAYMENT_LINK_SEGMENT,
} as const satisfies Record<string, Record<Locale, string>>

export type SegmentKind = keyof typeof SEGMENTS
/** Kinds whose following slug is a translatable handle. */
export type HandleKind = 'product' | 'category' | 'collection'

/** Finds which kind a segment names and in which language it is written. */
export function readSegment(segment: string): { kind: SegmentKind; locale: Locale } | null {
  for (const [kind, names] of Object.entries(SEGMENTS) as [SegmentKind, Record<Locale, string>][]) {
    if (names.de === segment) return { kind, locale: 'de' }
    if (names.en === segment) return { kind, locale: 'en' }
  }
  return null
}

/** The segment for a kind in a language. */
export const segmentFor = (kind: SegmentKind, locale: Locale) => SEGMENTS[kind][locale]

/** Rewrites a segment into the language, leaving segments that are the same in both untouched. */
export function translateSegment(segment: string, locale: Locale): string {
  const found = readSegment(segment)
  return found ? SEGMENTS[found.kind][locale] : segment
}

/** The page router matches English segments only; this maps a path (after the country) to that form. */
export function toRouterPath(path: string): string {
  const [first, ...rest] = path.replace(/^\/+/, '').split('/')
  return '/' + [translateSegment(first, 'en'), ...rest].filter((s, i) => i === 0 || s !== '').join('/')
}
