// Which language a country's shop speaks: one rule for the storefront, the worker, the back office and the mails.
export type Locale = "de" | "en"

export const DEFAULT_COUNTRY = "de"
/** The country whose prefix carries the canonical English pages. */
export const ENGLISH_CANONICAL_COUNTRY = "us"
export const GERMAN_COUNTRIES = ["de", "at", "ch", "lu", "li"] as const

/** BCP 47 tags used for <html lang>, Intl formatting and hreflang. */
export const LANGUAGE_TAG: Record<Locale, string> = { de: "de-DE", en: "en-US" }

/** German for the German-speaking countries, English elsewhere; German when the country is unknown. */
export function localeOf(country: string | null | undefined): Locale {
  return (GERMAN_COUNTRIES as readonly string[]).includes((country ?? DEFAULT_COUNTRY).toLowerCase()) ? "de" : "en"
}

/** A path segment that can name a country shop (two letters); whether the shop exists is the regions' decision. */
export const isCountryCode = (value: string) => /^[a-z]{2}$/.test(value)
