import { describe, expect, it } from 'vitest'
import { localeFromPath, pathInsideLocale, preferredLocale, safeNextPath, withLocale } from './locale'
import { localeCookieToSet, readCookie } from './locale-cookie'

describe('the back office language from the path', () => {
  it('reads de and en right after /admin', () => {
    expect(localeFromPath('/admin/de')).toBe('de')
    expect(localeFromPath('/admin/en/orders/order_1')).toBe('en')
    expect(localeFromPath('/admin/de/')).toBe('de')
  })
  it('names no language for /admin, other segments and other languages', () => {
    expect(localeFromPath('/admin')).toBeNull()
    expect(localeFromPath('/admin/orders')).toBeNull()
    expect(localeFromPath('/admin/fr/orders')).toBeNull()
    expect(localeFromPath('/admin/denmark')).toBeNull()
    expect(localeFromPath('/de/produkte')).toBeNull()
  })
  it('keeps the page when the language changes', () => {
    expect(pathInsideLocale('/admin/de/orders/1')).toBe('/orders/1')
    expect(pathInsideLocale('/admin/en')).toBe('/')
    expect(pathInsideLocale('/admin/orders')).toBe('/orders')
    expect(withLocale('/admin/de/orders/1', 'en')).toBe('/admin/en/orders/1')
    expect(withLocale('/admin/en', 'de')).toBe('/admin/de')
    expect(withLocale('/admin/products', 'en')).toBe('/admin/en/products')
  })
})

describe('the language for /admin without one', () => {
  it('prefers the locale cookie, then the browser, then German', () => {
    expect(preferredLocale('en', 'de-DE,de;q=0.9')).toBe('en')
    expect(preferredLocale(undefined, 'fr-FR,en-GB;q=0.8,de;q=0.5')).toBe('en')
    expect(preferredLocale('xx', 'fr-FR')).toBe('de')
    expect(preferredLocale(undefined, null)).toBe('de')
  })
})

describe('the page to return to after login', () => {
  it('follows paths inside the back office with their query', () => {
    expect(safeNextPath('/orders?q=anna')).toBe('/orders?q=anna')
    expect(safeNextPath('/orders/order_1')).toBe('/orders/order_1')
  })
  it('refuses other sites and the login page itself', () => {
    expect(safeNextPath('https://evil.example/admin')).toBe('/')
    expect(safeNextPath('//evil.example/admin')).toBe('/')
    expect(safeNextPath('/\\evil.example')).toBe('/')
    expect(safeNextPath('/login?next=/orders')).toBe('/')
    expect(safeNextPath(null)).toBe('/')
  })
})

describe('the locale cookie', () => {
  it('is written when missing or different, with the shop cookie attributes', () => {
    expect(localeCookieToSet('', 'de', false)).toBe('locale=de; Path=/; Max-Age=31536000; SameSite=Lax')
    expect(localeCookieToSet('country_code=de; locale=de', 'en', true)).toBe('locale=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure')
  })
  it('is left alone when it already holds the language', () => {
    expect(localeCookieToSet('country_code=us; locale=en', 'en', true)).toBeNull()
    expect(readCookie('a=1; locale=en', 'locale')).toBe('en')
  })
})
