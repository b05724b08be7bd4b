import type { Locale } from '../../rules/languages'

export const COUNTRY_COOKIE = 'country_code'
export const LOCALE_COOKIE = 'locale'
/** Both cookies live a year, so a returning visitor lands in the same shop and language. */
export const COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** The cookies to write for a country page: only those whose value changes, so most pages carry none. */
export function cookiesToSet(current: { country?: string; locale?: string }, country: string, locale: Locale, secure: boolean): string[] {
  const attributes = `Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`
  const cookies: string[] = []
  if (current.country !== country) cookies.push(`${COUNTRY_COOKIE}=${country}; ${attributes}`)
  if (current.locale !== locale) cookies.push(`${LOCALE_COOKIE}=${locale}; ${attributes}`)
  return cookies
}
