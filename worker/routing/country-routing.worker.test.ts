import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

const get = (path: string, headers: Record<string, string> = {}) => exports.default.fetch(`https://shop.test${path}`, { redirect: 'manual', headers })

describe('country routing in the worker', () => {
  it('/ uses cookie, testcountry, CF-IPCountry, then de', async () => {
    expect((await get('/')).headers.get('location')).toBe('/de')
    expect((await get('/', { 'cf-ipcountry': 'AT' })).headers.get('location')).toBe('/at')
    expect((await get('/?testcountry=us&x=1', { 'cf-ipcountry': 'AT' })).headers.get('location')).toBe('/us?x=1')
    expect((await get('/?testcountry=us', { cookie: 'country_code=ch', 'cf-ipcountry': 'AT' })).headers.get('location')).toBe('/ch')
    expect((await get('/', { cookie: 'country_code=zz' })).status).toBe(302)
  })
  it('remembers the country and locale in cookies only when they change', async () => {
    const first = await get('/us/cart')
    expect(first.headers.getSetCookie()).toEqual([
      'country_code=us; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
      'locale=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    ])
    const again = await get('/us/cart', { cookie: 'country_code=us; locale=en' })
    expect(again.headers.getSetCookie()).toEqual([])
    const switched = await get('/de/cart', { cookie: 'country_code=us; locale=en' })
    expect(switched.headers.getSetCookie().map((c) => c.split(';')[0])).toEqual(['country_code=de', 'locale=de'])
  })
  it('rewrites segments into the language of the country', async () => {
    const response = await get('/de/products/unbekannt')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/de/produkte/unbekannt')
  })
  it('sends upper-case countries to lower case', async () => {
    expect((await get('/AT/cart')).headers.get('location')).toBe('/at/cart')
  })
  it('answers /order/confirmation with the browser-side redirect page', async () => {
    const response = await get('/order/confirmation?id=1')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain("sessionStorage.getItem('checkout_country')")
  })
  it('sends country-less links to the visitor country', async () => {
    expect((await get('/account/orders', { 'cf-ipcountry': 'CH' })).headers.get('location')).toBe('/ch/account/orders')
    expect((await get('/content/agb')).headers.get('location')).toBe('/de/content/agb')
  })
  it('sends legacy URLs to their new pages', async () => {
    expect((await get('/c/ringe')).headers.get('location')).toBe('/de/kategorien/ringe')
    const product = await get('/alter-ring-585')
    expect(product.status).toBe(301)
    expect(product.headers.get('location')).toBe('/de/produkte/alter-ring-585')
  })
  it('leaves its own paths alone', async () => {
    expect((await get('/medusa/unknown')).status).toBe(404)
    expect((await get('/ops/nothing')).status).toBe(401)
    expect((await get('/favicon.ico')).headers.get('location')).toBeNull()
  })
})

describe('same-origin pass-through', () => {
  it('answers 404 JSON outside store/auth/admin/static', async () => {
    const response = await get('/medusa/health')
    expect(response.status).toBe(404)
    expect(((await response.json()) as { message: string }).message).toBe('Die Schnittstelle des Shops hat hier kein /medusa/health.')
  })
  it('answers 503 JSON with Retry-After when the back end refuses the connection', async () => {
    const response = await get('/medusa/store/products')
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(((await response.json()) as { message: string }).message).toMatch(/back end is unreachable.*please try again/)
  })
})

describe('security headers over https', () => {
  it('adds HSTS to every answer served securely, and the CSP to pages', async () => {
    const page = await get('/de/content/agb')
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000')
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/)
    const api = await get('/api/nothing')
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000')
    expect(api.headers.get('content-security-policy')).toBeNull()
  })
})
