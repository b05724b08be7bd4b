// The language rule is shared with the back end's mails, so it lives there (backend/src/shop/languages.ts).
export { DEFAULT_COUNTRY, ENGLISH_CANONICAL_COUNTRY, GERMAN_COUNTRIES, LANGUAGE_TAG, localeOf, type ShopLocale as Locale } from '../backend/src/shop/languages'

export const isCountryCode = (value: string) => /^[a-z]{2}$/.test(value)
