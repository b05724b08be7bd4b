export type Locale = 'de' | 'en'

export const DEFAULT_COUNTRY = 'de'
export const GERMAN_COUNTRIES = ['de', 'at', 'ch', 'lu', 'li'] as const

/** The language a country's shop speaks: German for the German-speaking countries, English elsewhere. */
export function localeOf(country: string): Locale {
  return (GERMAN_COUNTRIES as readonly string[]).includes(country.toLowerCase()) ? 'de' : 'en'
}

/** BCP 47 tags used for <html lang>, Intl formatting and hreflang. */
export const LANGUAGE_TAG: Record<Locale, string> = { de: 'de-DE', en: 'en-US' }

/** The country whose prefix carries the canonical English pages. */
export const ENGLISH_CANONICAL_COUNTRY = 'us'

export const isCountryCode = (value: string) => /^[a-z]{2}$/.test(value)
