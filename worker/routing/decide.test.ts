import { describe, expect, it } from 'vitest'
import { decideRoute, type RoutingRequest } from './decide'
import type { Translate } from './localize-path'

const known = new Set(['de', 'at', 'ch', 'us', 'gb', 'fr'])
// a tiny slug table: German ring-gold ⇄ English gold-ring, category ringe ⇄ rings
const table: Record<string, string> = {
  'product:de:ring-gold': 'gold-ring',
  'product:en:gold-ring': 'ring-gold',
  'category:de:ringe': 'rings',
  'category:en:rings': 'ringe',
  'collection:de:neuigkeiten': 'new-arrivals',
}
const translate: Translate = async (kind, handle, from) => table[`${kind}:${from}:${handle}`] ?? handle

const decide = (path: string, options: Partial<Omit<RoutingRequest, 'path'>> = {}) =>
  decideRoute({ path, search: options.search ?? '', hints: options.hints ?? {} }, { known, translate })

describe('/ goes to a country', () => {
  it('uses the default de without hints', async () => {
    expect(await decide('/')).toEqual({ kind: 'redirect', location: '/de', status: 302 })
  })
  it('prefers the remembered country over testcountry and geo', async () => {
    expect(await decide('/', { hints: { remembered: 'at', testCountry: 'us', geo: 'CH' } })).toMatchObject({ location: '/at' })
  })
  it('takes testcountry next, and drops it from the query string', async () => {
    expect(await decide('/', { search: '?testcountry=us&utm=x', hints: { testCountry: 'us', geo: 'CH' } })).toMatchObject({ location: '/us?utm=x' })
  })
  it('takes the geo header next (upper case from the edge)', async () => {
    expect(await decide('/', { hints: { geo: 'CH' } })).toMatchObject({ location: '/ch' })
  })
  it('skips unknown candidates', async () => {
    expect(await decide('/', { hints: { remembered: 'zz', testCountry: 'xx', geo: 'T1' } })).toMatchObject({ location: '/de' })
    expect(await decide('/', { hints: { remembered: 'zz', geo: 'GB' } })).toMatchObject({ location: '/gb' })
  })
  it('keeps the rest of the query string', async () => {
    expect(await decide('/', { search: '?a=1&b=2' })).toMatchObject({ location: '/de?a=1&b=2' })
  })
})

describe('country pages', () => {
  it('settles country and locale', async () => {
    expect(await decide('/de')).toEqual({ kind: 'page', country: 'de', locale: 'de' })
    expect(await decide('/us/cart')).toEqual({ kind: 'page', country: 'us', locale: 'en' })
    expect(await decide('/ch/produkte/ring-gold')).toEqual({ kind: 'page', country: 'ch', locale: 'de' })
    expect(await decide('/gb/products/gold-ring')).toEqual({ kind: 'page', country: 'gb', locale: 'en' })
  })
  it('sends upper-case countries to lower case (permanently)', async () => {
    expect(await decide('/DE/cart', { search: '?x=1' })).toEqual({ kind: 'redirect', location: '/de/cart?x=1', status: 301 })
  })
  it('rewrites an English segment on a German country, translating the handle', async () => {
    expect(await decide('/de/products/gold-ring')).toEqual({ kind: 'redirect', location: '/de/produkte/ring-gold', status: 301 })
  })
  it('rewrites a German segment on an English country, translating the handle', async () => {
    expect(await decide('/us/produkte/ring-gold', { search: '?v=1' })).toEqual({ kind: 'redirect', location: '/us/products/gold-ring?v=1', status: 301 })
    expect(await decide('/us/kategorien/ringe')).toMatchObject({ location: '/us/categories/rings' })
    expect(await decide('/us/kollektionen/neuigkeiten')).toMatchObject({ location: '/us/collections/new-arrivals' })
  })
  it('keeps the handle when no translation exists', async () => {
    expect(await decide('/us/produkte/unbekannt')).toMatchObject({ location: '/us/products/unbekannt' })
  })
  it('rewrites search/suche without a handle', async () => {
    expect(await decide('/de/search', { search: '?s=ring' })).toMatchObject({ location: '/de/suche?s=ring' })
    expect(await decide('/us/suche')).toMatchObject({ location: '/us/search' })
  })
  it('upper case and wrong language in one hop', async () => {
    expect(await decide('/US/produkte/ring-gold')).toMatchObject({ location: '/us/products/gold-ring', status: 301 })
  })
})

describe('/order/confirmation without a country', () => {
  it('is answered by the browser-side redirect page', async () => {
    expect(await decide('/order/confirmation')).toEqual({ kind: 'order-confirmation' })
    expect(await decide('/order/confirmation/')).toEqual({ kind: 'order-confirmation' })
  })
  it('other /order/… paths go to the chosen country', async () => {
    expect(await decide('/order/order_1/confirmed', { hints: { remembered: 'at' } })).toMatchObject({ location: '/at/order/order_1/confirmed', status: 302 })
  })
})

describe('links without a country', () => {
  const paths = [
    '/account',
    '/account/orders',
    '/cart',
    '/wishlist',
    '/videos',
    '/store',
    '/login',
    '/register',
    '/checkout',
    '/contact',
    '/password-reset',
    '/reset-password',
    '/content/agb',
    '/content/ringe-nach-mass',
  ]
  it.each(paths)('%s → /{chosen}%s', async (path) => {
    expect(await decide(path)).toEqual({ kind: 'redirect', location: `/de${path}`, status: 302 })
    expect(await decide(path, { hints: { geo: 'US' } })).toEqual({ kind: 'redirect', location: `/us${path}`, status: 302 })
  })
  it('localizes segments and handles for the chosen country', async () => {
    expect(await decide('/categories/rings')).toMatchObject({ location: '/de/kategorien/ringe' })
    expect(await decide('/kategorien/ringe', { hints: { remembered: 'us' } })).toMatchObject({ location: '/us/categories/rings' })
    expect(await decide('/products/gold-ring')).toMatchObject({ location: '/de/produkte/ring-gold' })
    expect(await decide('/search', { search: '?s=perle' })).toMatchObject({ location: '/de/suche?s=perle' })
    expect(await decide('/suche', { search: '?s=pearl', hints: { geo: 'GB' } })).toMatchObject({ location: '/gb/search?s=pearl' })
  })
  it('drops testcountry after using it', async () => {
    expect(await decide('/cart', { search: '?testcountry=fr&x=1', hints: { testCountry: 'fr' } })).toMatchObject({ location: '/fr/cart?x=1' })
  })
})

describe('legacy category URLs', () => {
  it('/c/{handle} → German category page', async () => {
    expect(await decide('/c/ringe')).toEqual({ kind: 'redirect', location: '/de/kategorien/ringe', status: 301 })
    expect(await decide('/c/schmuck/ringe', { search: '?p=2' })).toMatchObject({ location: '/de/kategorien/ringe?p=2' })
  })
  it('/en/c/{handle} → English category page with the translated handle', async () => {
    expect(await decide('/en/c/ringe')).toEqual({ kind: 'redirect', location: '/us/categories/rings', status: 301 })
    expect(await decide('/en/c/armbaender')).toMatchObject({ location: '/us/categories/armbaender' })
  })
})

describe('legacy product URLs', () => {
  it('any other first segment → /de/produkte/{original path}', async () => {
    expect(await decide('/ring-gold-585')).toEqual({ kind: 'redirect', location: '/de/produkte/ring-gold-585', status: 301 })
    expect(await decide('/schmuck/ringe/solitaer', { search: '?a=1' })).toMatchObject({ location: '/de/produkte/schmuck/ringe/solitaer?a=1' })
  })
  it('a two-letter code the shop does not sell to is not a country', async () => {
    expect(await decide('/xx/cart')).toMatchObject({ location: '/de/produkte/xx/cart', status: 301 })
  })
})

describe('paths the routing leaves alone', () => {
  const paths = [
    '/api/regions',
    '/api',
    '/medusa/store/products',
    '/ops/slugs/sync',
    '/assets/app-1234.js',
    '/favicon.ico',
    '/robots.txt',
    '/sitemap.xml',
    '/builds/latest.json',
    '/images/logo.svg',
    '/static/hero.webp',
    '/site.webmanifest',
  ]
  it.each(paths)('%s passes', async (path) => {
    expect(await decide(path)).toEqual({ kind: 'pass' })
  })
})
