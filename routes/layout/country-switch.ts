import { type HandleKind, readSegment, segmentFor } from '../../i18n/segments'
import { type Locale, localeOf } from '../../rules/languages'
import type { SlugTranslation } from '../api-types'
import type { Api } from '../lib/types'

/** The handle in `to`, or null when it has none (then the handle is kept and the server's routing decides). */
export type TranslateHandle = (kind: HandleKind, slug: string, from: Locale, to: Locale) => Promise<string | null>

const HANDLE_KINDS: readonly string[] = ['product', 'category', 'collection'] satisfies HandleKind[]

function decode(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The same page under another country: `/de/kategorien/ringe?page=2` → `/us/categories/rings?page=2`.
 * Segments follow the new country's language (German for de, at, ch, lu, li); product, category and
 * collection handles are translated when the language changes.
 */
export async function pathInCountry(current: Pick<URL, 'pathname' | 'search' | 'hash'>, to: string, translate: TranslateHandle): Promise<string> {
  const [, , ...rest] = current.pathname.split('/')
  const locale = localeOf(to)
  const found = rest[0] ? readSegment(rest[0]) : null
  if (found && found.locale !== locale) {
    rest[0] = segmentFor(found.kind, locale)
    if (HANDLE_KINDS.includes(found.kind) && rest[1]) {
      const translated = await translate(found.kind as HandleKind, decode(rest[1]), found.locale, locale)
      if (translated) rest[1] = encodeURIComponent(translated)
    }
  }
  const path = rest.filter((segment, i) => segment !== '' || i < rest.length - 1).join('/')
  return `/${to}${path ? `/${path}` : ''}${current.search}${current.hash}`
}

/** GET /api/slug-translation; a failure counts as "no translation" (the switch still works) and is logged. */
export function slugTranslator(api: Api): TranslateHandle {
  return async (kind, slug, from, to) => {
    const query = new URLSearchParams({ type: kind, slug, from, to })
    try {
      const { translatedSlug, exists } = await api<SlugTranslation>(`/api/slug-translation?${query}`)
      return exists ? translatedSlug : null
    } catch (error) {
      console.warn('slug translation failed', kind, slug, error)
      return null
    }
  }
}
