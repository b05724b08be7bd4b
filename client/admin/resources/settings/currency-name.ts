import { type Locale, writingTag } from '../../../../rules/languages'

/** A currency's name in the staff's language ("Schweizer Franken", "Swiss Franc"); Medusa's English name, else the code, when the runtime has none. */
export function currencyName(code: string, locale: Locale, fallback?: string | null): string {
  try {
    const name = new Intl.DisplayNames([writingTag(locale)], { type: 'currency', fallback: 'none' }).of(code.toUpperCase())
    if (name) return name
  } catch {
    // not a well-formed code
  }
  return fallback || code.toUpperCase()
}
