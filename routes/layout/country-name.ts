import { LANGUAGE_TAG, type Locale } from '../../i18n/locale'

/** A country's name in the language of the shop; Medusa's display_name when the runtime has no name for it. */
export function countryName(iso2: string, locale: Locale, fallback?: string): string {
  try {
    const name = new Intl.DisplayNames([LANGUAGE_TAG[locale]], { type: 'region', fallback: 'none' }).of(iso2.toUpperCase())
    if (name) return name
  } catch {
    // an invalid code throws; the fallback below names it
  }
  return fallback ?? iso2.toUpperCase()
}
