import type { Locale } from '../../rules/languages'

/**
 * The back office's addresses carry the language right after /admin: /admin/de/orders, /admin/en/orders.
 * Everything after it is the same in both languages (staff switch language, not the address book).
 */
export const ADMIN_LOCALES: readonly Locale[] = ['de', 'en']
export const DEFAULT_ADMIN_LOCALE: Locale = 'de'

const isAdminLocale = (value: string | undefined): value is Locale => ADMIN_LOCALES.includes(value as Locale)

/** The language a back-office path names, or null when it names none (/admin, /admin/orders, /admin/fr/…). */
export function localeFromPath(path: string): Locale | null {
  const match = /^\/admin\/([^/?#]+)/.exec(path)
  return match && isAdminLocale(match[1]) ? match[1] : null
}

/** The part after /admin/{locale}, always starting with a slash: /admin/de/orders/1 → /orders/1. */
export function pathInsideLocale(path: string): string {
  const locale = localeFromPath(path)
  const rest = locale ? path.slice(`/admin/${locale}`.length) : path.replace(/^\/admin(?=\/|$)/, '')
  return rest.startsWith('/') ? rest : `/${rest}`
}

/** The same back-office page in another language. */
export const withLocale = (path: string, locale: Locale): string => {
  const rest = pathInsideLocale(path)
  return `/admin/${locale}${rest === '/' ? '' : rest}`
}

/**
 * The language to send a visitor of /admin (no language in the path) to: the locale cookie the shop
 * already set, else the browser's first German or English preference, else German.
 */
export function preferredLocale(cookieLocale: string | undefined, acceptLanguage: string | null): Locale {
  if (isAdminLocale(cookieLocale)) return cookieLocale
  for (const part of (acceptLanguage ?? '').split(',')) {
    const language = part.split(';')[0].trim().slice(0, 2).toLowerCase()
    if (isAdminLocale(language)) return language
  }
  return DEFAULT_ADMIN_LOCALE
}

/**
 * The page to open after login, as a path inside the language (/orders/1?q=x), so it opens in whatever
 * language staff pick on the login screen. Anything that is not such a path (another site, the login
 * page itself) falls back to the overview.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return '/'
  const path = next.split(/[?#]/)[0]
  return path === '/login' || path.startsWith('/login/') ? '/' : next
}
