import { type HandleKind, readSegment, segmentFor } from '../../i18n/segments'
import type { Locale } from '../../rules/languages'

export type Translate = (kind: HandleKind, handle: string, from: Locale, to: Locale) => Promise<string>

const HANDLE_KINDS = ['product', 'category', 'collection']

/**
 * Rewrites a path after the country into the locale: `/produkte/ring-gold` → `/products/gold-ring`
 * for English. The handle after produkte/kategorien/kollektionen is translated (kept when unknown).
 */
export async function localizePath(rest: string, locale: Locale, translate: Translate): Promise<string> {
  const segments = rest.split('/')
  const found = segments[1] ? readSegment(segments[1]) : null
  if (!found || found.locale === locale) return rest
  segments[1] = segmentFor(found.kind, locale)
  if (HANDLE_KINDS.includes(found.kind) && segments[2]) {
    segments[2] = await translate(found.kind as HandleKind, segments[2], found.locale, locale)
  }
  return segments.join('/')
}
