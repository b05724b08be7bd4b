import type { Locale } from '../../rules/languages'
import { COOKIE_MAX_AGE, LOCALE_COOKIE } from '../../worker/routing/cookies'

/** The value of one cookie in a `document.cookie` string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return decodeURIComponent(value.join('='))
  }
  return undefined
}

/** The cookie string to write so the shop's locale cookie matches the back office's language, or null when it already does. */
export function localeCookieToSet(cookies: string, locale: Locale, secure: boolean): string | null {
  if (readCookie(cookies, LOCALE_COOKIE) === locale) return null
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The locale cookie is set when it is missing or holds another language (`/admin` without a language then opens this one). */
export function syncLocaleCookie(locale: Locale) {
  const cookie = localeCookieToSet(document.cookie, locale, location.protocol === 'https:')
  if (cookie) document.cookie = cookie
}
