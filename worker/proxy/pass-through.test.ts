import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { forwardableHeaders, rewriteLocation } from './headers'
import { forwardedProto } from './pass-through'
import { cookieForBackend, cookieForBrowser, rawCookie } from './session-cookies'
import { CUSTOMER_SURFACE, STAFF_SURFACE, type Surface } from './surfaces'
import { upstreamUrl } from './upstream-url'

const BACKEND = 'http://medusa.internal:9000'
/** The Medusa path a request to the shop goes to, or the worker's refusal. */
function target(surface: Surface, path: string, backend = BACKEND): string {
  const decision = upstreamUrl(surface, `https://shop.example${path}`, backend)
  return decision.kind === 'send' ? decision.url.href.slice(new URL(backend).origin.length) : `refused ${decision.status}`
}

describe('customer surface /medusa', () => {
  const path = (p: string) => target(CUSTOMER_SURFACE, p)
  it('serves store, customer auth, sessions and static files, query included', () => {
    expect(path('/medusa/store/products?limit=2&q=Ring')).toBe('/store/products?limit=2&q=Ring')
    expect(path('/medusa/auth/customer/emailpass')).toBe('/auth/customer/emailpass')
    expect(path('/medusa/auth/customer/emailpass/register')).toBe('/auth/customer/emailpass/register')
    expect(path('/medusa/auth/session')).toBe('/auth/session')
    expect(path('/medusa/auth/token/refresh')).toBe('/auth/token/refresh')
    expect(path('/medusa/static/ring.jpg')).toBe('/static/ring.jpg')
    // percent-encoded letters stay as the visitor's browser wrote them
    expect(path('/medusa/store/products?handle=m%C3%BCnze')).toBe('/store/products?handle=m%C3%BCnze')
    expect(path('/medusa/static/Ring%20Gold.jpg')).toBe('/static/Ring%20Gold.jpg')
  })
  it('refuses the admin API, staff sign-in and anything else', () => {
    for (const refused of [
      '/medusa/admin/products',
      '/medusa/admin/users/me',
      '/medusa/auth/user/emailpass',
      '/medusa/auth/user/emailpass/register',
      // customers have no second factor in the shop
      '/medusa/auth/mfa/factors',
      '/medusa/auth/session/x',
      '/medusa/health',
      '/medusa/app',
      '/medusa',
      '/medusa/',
      '/medusa/store',
      '/medusa/store/',
      '/medusa/storefront/x',
      '/medusax/store/products',
    ]) {
      expect(path(refused), refused).toBe('refused 404')
    }
  })
  it('refuses every path that some parser could read as another one, before anything is sent', () => {
    for (const refused of [
      '/medusa/store/..%5chealth',
      '/medusa/store/..%5Cadmin/users',
      '/medusa/store/..%5cauth/user/emailpass',
      '/medusa/store/%2e%2e%5cadmin',
      '/medusa/store/x%2f..%2fadmin',
      '/medusa/store/%252e%252e/admin',
      '/medusa/store/..%255cadmin',
      '/medusa/static/..%2fadmin',
      '/medusa/store/%EF%BC%8E%EF%BC%8E/admin',
      '/medusa/store/..%EF%BC%8Fadmin',
      '/medusa/store/%E2%80%A5/admin',
      '/medusa/store/%ef%bc%bcadmin',
      '/medusa/store/%c0%ae%c0%ae/admin',
      '/medusa/store/%zz',
    ]) {
      expect(path(refused), refused).toBe('refused 400')
    }
  })
  it('keeps the back end’s own base path and checks the surface below it', () => {
    expect(target(CUSTOMER_SURFACE, '/medusa/store/regions', 'https://api.example/medusa-app/')).toBe('/medusa-app/store/regions')
    expect(target(CUSTOMER_SURFACE, '/medusa/admin/users', 'https://api.example/medusa-app')).toBe('refused 404')
  })
  it('sees dot segments the way the URL parser resolved them before the worker ran', () => {
    // `%2e%2e` is a dot segment to the WHATWG parser: the request arrives already resolved, off the surface
    expect(path('/medusa/store/%2e%2e/admin/users')).toBe('refused 404')
    expect(path('/medusa/store/products/%2E')).toBe('/store/products/')
  })
})

describe('staff surface /admin/api', () => {
  const path = (p: string) => target(STAFF_SURFACE, p)
  it('serves the admin API, staff sign-in, sessions and static files', () => {
    expect(path('/admin/api/admin/products')).toBe('/admin/products')
    expect(path('/admin/api/auth/user/emailpass')).toBe('/auth/user/emailpass')
    expect(path('/admin/api/auth/mfa/challenges/authmfachal_1/verify')).toBe('/auth/mfa/challenges/authmfachal_1/verify')
    expect(path('/admin/api/auth/session')).toBe('/auth/session')
    expect(path('/admin/api/auth/token/refresh')).toBe('/auth/token/refresh')
    expect(path('/admin/api/static/ring.jpg')).toBe('/static/ring.jpg')
  })
  it('refuses the store API, customer sign-in and anything else', () => {
    for (const refused of [
      '/admin/api/auth/mfa',
      '/admin/api/store/carts',
      '/admin/api/auth/customer/emailpass',
      '/admin/api/health',
      '/admin/api',
      '/admin/api/admin',
      '/admin/de/orders',
    ]) {
      expect(path(refused), refused).toBe('refused 404')
    }
    for (const refused of [
      '/admin/api/admin/..%5cstore/carts',
      '/admin/api/static/%252e%252e/auth/customer/emailpass',
      '/admin/api/auth/user/..%2f..%2fcustomer/emailpass',
    ]) {
      expect(path(refused), refused).toBe('refused 400')
    }
  })
})

describe('session cookies', () => {
  it('reads a raw cookie value byte for byte', () => {
    expect(rawCookie('a=1; connect.sid=s%3Aabc.def%2Bg; b=2', 'connect.sid')).toBe('s%3Aabc.def%2Bg')
    expect(rawCookie('xconnect.sid=1', 'connect.sid')).toBeNull()
    expect(rawCookie(undefined, 'connect.sid')).toBeNull()
  })
  it("sends Medusa only the surface's own session, under Medusa's name", () => {
    const browser = 'cart_id=cart_1; connect.sid=s%3Acustomer; admin.sid=s%3Astaff; country_code=de'
    expect(cookieForBackend(CUSTOMER_SURFACE, browser)).toBe('connect.sid=s%3Acustomer')
    expect(cookieForBackend(STAFF_SURFACE, browser)).toBe('connect.sid=s%3Astaff')
    expect(cookieForBackend(STAFF_SURFACE, 'connect.sid=s%3Acustomer')).toBeNull()
    expect(cookieForBackend(CUSTOMER_SURFACE, 'cart_id=x')).toBeNull()
  })
  it("renames and scopes Medusa's session per surface, HttpOnly, Secure over https and SameSite at least Lax", () => {
    const medusa = 'connect.sid=s%3Aabc; Domain=localhost; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; Secure; SameSite=None'
    expect(cookieForBrowser(CUSTOMER_SURFACE, medusa, true)).toBe(
      'connect.sid=s%3Aabc; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    )
    expect(cookieForBrowser(STAFF_SURFACE, medusa, true)).toBe(
      'admin.sid=s%3Aabc; Path=/admin; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    )
    expect(cookieForBrowser(CUSTOMER_SURFACE, 'connect.sid=s%3Aabc; Path=/', false)).toBe('connect.sid=s%3Aabc; Path=/; HttpOnly; SameSite=Lax')
    // a logout's expiry goes the same way, so it clears the right cookie
    expect(cookieForBrowser(STAFF_SURFACE, 'connect.sid=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT', false)).toBe(
      'admin.sid=; Path=/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict',
    )
    expect(cookieForBrowser(CUSTOMER_SURFACE, 'other=1; Path=/x; SameSite=Strict', true)).toBe('other=1; Path=/x; HttpOnly; Secure; SameSite=Strict')
  })
})

describe('pass-through headers', () => {
  it('drops hop-by-hop, host, length, edge headers and what only the worker may say; keeps cookies and auth', () => {
    const headers = forwardableHeaders(
      new Headers({
        connection: 'keep-alive, x-private',
        'keep-alive': 'timeout=5',
        'x-private': '1',
        host: 'shop.example',
        'content-length': '3',
        'transfer-encoding': 'chunked',
        'cf-connecting-ip': '1.2.3.4',
        cookie: 'connect.sid=abc',
        authorization: 'Bearer t',
        'content-type': 'application/json',
        'x-client-ip': '6.6.6.6',
        'x-edge-secret': 'guessed',
        'x-shop-locale': 'de',
      }),
    )
    expect([...headers.keys()].sort()).toEqual(['authorization', 'content-type', 'cookie'])
  })
  it('never passes on an address a visitor claims, however it is written', () => {
    const claims = ['x-forwarded-for', 'X-Forwarded-For', 'x-real-ip', 'X-REAL-IP', 'forwarded', 'Forwarded', 'x-client-ip', 'X-Client-IP']
    for (const name of claims) {
      const headers = forwardableHeaders(
        new Headers([
          [name, '198.51.100.7'],
          ['accept', 'application/json'],
        ]),
      )
      expect([...headers.keys()], name).toEqual(['accept'])
    }
    const several = new Headers({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1', forwarded: 'for=198.51.100.7;proto=https', 'x-real-ip': '198.51.100.8' })
    expect([...forwardableHeaders(several).keys()]).toEqual([])
  })
  it('as a property: whatever a visitor sends, no claimed address or proof of the worker goes on, and the rest does', () => {
    const withCase = (name: string) =>
      fc
        .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
        .map((upper) => [...name].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join(''))
    const claimed = fc.constantFrom('x-forwarded-for', 'x-real-ip', 'forwarded', 'x-client-ip', 'x-edge-secret').chain(withCase)
    const other = fc.constantFrom('accept', 'content-type', 'authorization', 'x-publishable-api-key', 'accept-language')
    const value = fc.string({ unit: fc.constantFrom('1', '9', '.', ':', ',', ' ', 'a', 'f', '=', ';') }).map((text) => text.trim() || '1')
    fc.assert(
      fc.property(
        fc.array(fc.tuple(claimed, value), { maxLength: 6 }),
        fc.uniqueArray(fc.tuple(other, value), { selector: ([name]) => name, maxLength: 4 }),
        (claims, kept) => {
          const forwarded = forwardableHeaders(new Headers([...claims, ...kept]))
          expect([...forwarded.keys()].sort()).toEqual(kept.map(([name]) => name).sort())
        },
      ),
    )
  })
  it('sends redirects to the back end through the pass-through they came from', () => {
    expect(rewriteLocation('http://localhost:9000/auth/callback?x=1', 'http://localhost:9000/')).toBe('/medusa/auth/callback?x=1')
    expect(rewriteLocation('http://localhost:9000/auth/callback?x=1', 'http://localhost:9000/', '/admin/api')).toBe('/admin/api/auth/callback?x=1')
    expect(rewriteLocation('https://accounts.example.com/', 'http://localhost:9000')).toBe('https://accounts.example.com/')
  })
})

describe('forwarded scheme', () => {
  it('is https for https and for localhost (a secure context in browsers), else http', () => {
    expect(forwardedProto(new URL('https://shop.example/medusa/auth/session'))).toBe('https')
    expect(forwardedProto(new URL('http://localhost:8787/medusa/auth/session'))).toBe('https')
    expect(forwardedProto(new URL('http://127.0.0.1:8787/x'))).toBe('https')
    expect(forwardedProto(new URL('http://shop.internal/x'))).toBe('http')
  })
})
