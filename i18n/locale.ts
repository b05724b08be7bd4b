// The language rule is shared with the back end's mails, so it lives there (backend/src/shop/languages.ts).
export { DEFAULT_COUNTRY, ENGLISH_CANONICAL_COUNTRY, GERMAN_COUNTRIES, localeOf, type ShopLocale as Locale } from '../backend/src/shop/languages'
import type { ShopLocale as Locale } from '../backend/src/shop/languages'

/** BCP 47 tags used for <html lang>, Intl formatting and hreflang. */
export const LANGUAGE_TAG: Record<Locale, string> = { de: 'de-DE', en: 'en-US' }

export const isCountryCode = (value: string) => /^[a-z]{2}$/.test(value)
