// A country's name in the reader's language: one rule for the storefront (routes/layout/country-name.ts
// re-exports it), the mails and the invoices. Addresses store ISO codes ("de"); people read "Deutschland".
import { LANGUAGE_TAG, type Locale } from './languages'

/** The name of `iso2` in `locale`; `fallback` (else the upper-case code) when the runtime has no name for it. */
export function countryName(iso2: string, locale: Locale, fallback?: string): string {
  try {
    const name = new Intl.DisplayNames([LANGUAGE_TAG[locale]], { type: 'region', fallback: 'none' }).of(iso2.toUpperCase())
    if (name) return name
  } catch {
    // an invalid code throws; the fallback below names it
  }
  return fallback ?? iso2.toUpperCase()
}
