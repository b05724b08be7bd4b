// Which language a country's shop speaks: one rule for the storefront, the worker, the back office and the mails.
export type Locale = 'de' | 'en'

export const DEFAULT_COUNTRY = 'de'
/** The country whose prefix carries the canonical English pages. */
export const ENGLISH_CANONICAL_COUNTRY = 'us'
export const GERMAN_COUNTRIES = ['de', 'at', 'ch', 'lu', 'li'] as const

/** BCP 47 tags used for <html lang>, Intl formatting and hreflang. */
export const LANGUAGE_TAG: Record<Locale, string> = { de: 'de-DE', en: 'en-US' }

/** German for the German-speaking countries, English elsewhere; German when the country is unknown. */
export function localeOf(country: string | null | undefined): Locale {
  return (GERMAN_COUNTRIES as readonly string[]).includes((country ?? DEFAULT_COUNTRY).toLowerCase()) ? 'de' : 'en'
}

/** A path segment that can name a country shop (two letters); whether the shop exists is the regions' decision. */
export const isCountryCode = (value: string) => /^[a-z]{2}$/.test(value)

// How a shopper of a country writes dates: day first everywhere the shop sells but in North America; Austria says
// "Jänner". Intl knows each of these; English without its own convention reads the European way (en-GB).
const WRITTEN_AS: Record<string, string> = { us: 'en-US', ca: 'en-CA', gb: 'en-GB', ie: 'en-IE', at: 'de-AT', ch: 'de-CH', li: 'de-LI', lu: 'de-LU' }

/**
 * The Intl tag dates and numbers are written in for a language and a country: "1 December 2026" for a British or
 * German shopper reading English, "December 1, 2026" for an American. Without a country (staff, who sit in the shop
 * in Germany) the shop's own country decides.
 */
export function writingTag(locale: Locale, country?: string | null): string {
  const tag = WRITTEN_AS[(country ?? DEFAULT_COUNTRY).toLowerCase()]
  if (tag?.startsWith(`${locale}-`)) return tag
  return locale === 'de' ? 'de-DE' : 'en-GB'
}

/** The order's language: the storefront stores it in the cart's metadata, which the order inherits; else its country's. */
export function orderLocale(order: { metadata?: Record<string, unknown> | null; shipping_address?: { country_code?: string | null } | null }): Locale {
  const stored = order.metadata?.locale
  if (stored === 'de' || stored === 'en') return stored
  return localeOf(order.shipping_address?.country_code)
}
