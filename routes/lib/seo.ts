import { DEFAULT_COUNTRY, ENGLISH_CANONICAL_COUNTRY, GERMAN_COUNTRIES, type Locale, localeOf } from '../../rules/languages'
import type { Handles } from '../api-types'
import { localizedHref } from './links'

/** A page's router path in each language (they differ when the handle is translated). */
export type LocalizedPaths = Record<Locale, string>

export type Alternate = { hrefLang: string; href: string }

export const samePaths = (path: string): LocalizedPaths => ({ de: path, en: path })

export const handlePaths = (base: string, handles: Handles): LocalizedPaths => ({
  de: `${base}/${handles.de}`,
  en: `${base}/${handles.en}`,
})

/**
 * Canonical and hreflang links: German pages are canonical under their own country, English ones
 * under /us; every German country gets `de-{COUNTRY}`, English gets `en`, and x-default is /de.
 */
export function pageLinks(origin: string, country: string, paths: LocalizedPaths): { canonical: string; alternates: Alternate[] } {
  const locale = localeOf(country)
  const canonicalCountry = locale === 'de' ? country : ENGLISH_CANONICAL_COUNTRY
  const url = (inCountry: string, path: string) => origin + localizedHref(inCountry, path)
  return {
    canonical: url(canonicalCountry, paths[locale]),
    alternates: [
      ...GERMAN_COUNTRIES.map((german) => ({ hrefLang: `de-${german.toUpperCase()}`, href: url(german, paths.de) })),
      { hrefLang: 'en', href: url(ENGLISH_CANONICAL_COUNTRY, paths.en) },
      { hrefLang: 'x-default', href: url(DEFAULT_COUNTRY, paths.de) },
    ],
  }
}

/** Search engines show about 160 characters; longer texts are cut at a word boundary. */
export function metaDescription(text: string | null | undefined, fallback: string, max = 160): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim()
  if (!clean) return fallback
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length) + '…'
}
