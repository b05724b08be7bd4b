import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { htmlCache } from './html-cache'

/**
 * A page renderer counting its renders; like the shop's, it runs behind a routing step that sets a cookie
 * afterwards. `backend.down` makes it answer as the shop does while Medusa fails (503), `backend.degraded`
 * as a page that did without part of its data.
 */
function pageApp(options?: Parameters<typeof htmlCache>[1]) {
  let renders = 0
  const seen: boolean[] = []
  const urls: string[] = []
  const backend = { down: false, degraded: false }
  const render = async (c: Context<AppEnv>) => {
    seen.push(c.get('anonymousRender') === true)
    urls.push(String(c.get('pageUrl') ?? c.req.url))
    if (backend.down) return new Response('<h1>503</h1>', { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30' } })
    const response = new Response(`<h1>render ${++renders}</h1>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    if (backend.degraded) response.headers.set('x-edge-degraded', '1')
    if (c.req.path.endsWith('/own-cookie')) response.headers.append('set-cookie', 'tracking=1; Path=/')
    return response
  }
  const app = new Hono<AppEnv>()
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.append('set-cookie', 'country_code=de; Path=/')
  })
  app.use('*', htmlCache(render, options))
  app.get('*', render)
  return { app, seen, urls, backend }
}

async function get(app: Hono<AppEnv>, path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`https://shop.test${path}`, { headers }), env, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return {
    state: response.headers.get('x-edge-cache'),
    status: response.status,
    body,
    cookies: response.headers.getSetCookie(),
    cacheControl: response.headers.get('cache-control'),
    retryAfter: response.headers.get('retry-after'),
  }
}

const purge = () => exports.default.fetch('https://shop.test/ops/purge', { method: 'POST', headers: { authorization: 'Bearer test-secret' } })

describe('edge cache of anonymous HTML', () => {
  it('serves the second request from the cache, with the visitor cookies added but never stored', async () => {
    const { app } = pageApp()
    const first = await get(app, '/de/products/cached-ring')
    expect(first).toMatchObject({ state: 'MISS', body: '<h1>render 1</h1>', cookies: ['country_code=de; Path=/'] })
    const second = await get(app, '/de/products/cached-ring')
    expect(second).toMatchObject({
      state: 'HIT',
      body: '<h1>render 1</h1>',
      cookies: ['country_code=de; Path=/'],
      cacheControl: 'public, max-age=0, must-revalidate',
    })
  })

  it('keys by country, path and the query parameters the page reads, in any order', async () => {
    const { app } = pageApp()
    expect((await get(app, '/de/categories/keyed?sort=title&page=2')).state).toBe('MISS')
    expect(await get(app, '/de/categories/keyed?page=2&utm_source=news&sort=title&a=1')).toMatchObject({ state: 'HIT', body: '<h1>render 1</h1>' })
    expect(await get(app, '/at/categories/keyed?page=2&sort=title')).toMatchObject({ state: 'MISS', body: '<h1>render 2</h1>' })
    expect(await get(app, '/de/categories/keyed?page=3&sort=title')).toMatchObject({ state: 'MISS', body: '<h1>render 3</h1>' })
    // a value the page does not understand is the page without it
    expect(await get(app, '/de/categories/keyed?page=2&sort=cheapest-first')).toMatchObject({ state: 'MISS', body: '<h1>render 4</h1>' })
    expect(await get(app, '/de/categories/keyed?page=2')).toMatchObject({ state: 'HIT', body: '<h1>render 4</h1>' })
  })

  it('never makes a new entry, nor a new render, for parameters the page does not read', async () => {
    const { app, urls } = pageApp()
    expect((await get(app, '/de/products/busted')).state).toBe('MISS')
    for (let i = 0; i < 20; i++) {
      const bust = `/de/products/busted?cb=${i}&utm_source=x${i}&fbclid=${i}&variant=${i}&page=${i + 1}&${encodeURIComponent('<script>')}=${i}`
      expect(await get(app, bust)).toMatchObject({ state: 'HIT', body: '<h1>render 1</h1>' })
    }
    // a variant id is something the product page reads: one entry per variant
    expect(await get(app, '/de/products/busted?variant=variant_01KA2B3C4D5E6F7G8H9J0KMNPQ&cb=1')).toMatchObject({ state: 'MISS', body: '<h1>render 2</h1>' })
    expect(await get(app, '/de/products/busted?variant=variant_01KA2B3C4D5E6F7G8H9J0KMNPQ')).toMatchObject({ state: 'HIT', body: '<h1>render 2</h1>' })
    // and the page is rendered with exactly the keyed URL, so nothing else of the request can reach the stored HTML
    expect(urls).toEqual(['https://shop.test/de/products/busted', 'https://shop.test/de/products/busted?variant=variant_01KA2B3C4D5E6F7G8H9J0KMNPQ'])
  })

  it('never stores an answer that carries its own Set-Cookie', async () => {
    const { app } = pageApp()
    expect(await get(app, '/de/products/own-cookie')).toMatchObject({ state: 'BYPASS', body: '<h1>render 1</h1>' })
    expect(await get(app, '/de/products/own-cookie')).toMatchObject({ state: 'BYPASS', body: '<h1>render 2</h1>' })
  })

  it('bypasses signed-in customers and personal pages, and renders cached pages anonymously', async () => {
    const { app, seen } = pageApp()
    await get(app, '/de/categories/ringe')
    expect(await get(app, '/de/categories/ringe', { cookie: 'connect.sid=s%3Aabc' })).toMatchObject({ state: 'BYPASS', body: '<h1>render 2</h1>' })
    expect(await get(app, '/de/categories/ringe', { cookie: 'cart_id=cart_123' })).toMatchObject({ state: 'HIT', body: '<h1>render 1</h1>' })
    for (const path of ['/de/checkout', '/de/cart', '/de/account', '/de/wishlist', '/de/order/confirmed']) {
      expect((await get(app, path)).state).toBe('BYPASS')
      expect((await get(app, path)).state).toBe('BYPASS')
    }
    expect(seen.slice(0, 2)).toEqual([true, false])
  })

  it('serves a stale copy while re-rendering it in the background', async () => {
    const { app } = pageApp({ ttl: 0, staleWhileRevalidate: 600, clientCacheControl: 'no-cache' })
    expect(await get(app, '/de/collections/stale')).toMatchObject({ state: 'MISS', body: '<h1>render 1</h1>' })
    expect(await get(app, '/de/collections/stale')).toMatchObject({ state: 'STALE', body: '<h1>render 1</h1>' })
    expect(await get(app, '/de/collections/stale')).toMatchObject({ state: 'STALE', body: '<h1>render 2</h1>' })
  })

  it('serves an older copy, however old or of an earlier generation, when the back end fails; else its 503', async () => {
    const { app, backend } = pageApp({ ttl: 0, staleWhileRevalidate: 0, clientCacheControl: 'no-cache' })
    expect(await get(app, '/de/collections/down')).toMatchObject({ state: 'MISS', body: '<h1>render 1</h1>' })
    backend.down = true
    expect(await get(app, '/de/collections/down')).toMatchObject({
      state: 'STALE-IF-ERROR',
      status: 200,
      body: '<h1>render 1</h1>',
      retryAfter: null,
      cacheControl: 'no-cache',
    })
    expect((await purge()).status).toBe(200)
    expect(await get(app, '/de/collections/down')).toMatchObject({ state: 'STALE-IF-ERROR', status: 200, body: '<h1>render 1</h1>' })
    expect(await get(app, '/de/collections/never-seen')).toMatchObject({ status: 503, retryAfter: '30', body: '<h1>503</h1>' })
    backend.down = false
    expect(await get(app, '/de/collections/down')).toMatchObject({ state: 'MISS', status: 200, body: '<h1>render 2</h1>' })
  })

  it('serves a page rendered without part of its data, but never keeps it', async () => {
    const { app, backend } = pageApp()
    backend.degraded = true
    expect(await get(app, '/de/collections/degraded')).toMatchObject({ state: 'STALE-IF-ERROR', body: '<h1>render 1</h1>' })
    backend.degraded = false
    expect(await get(app, '/de/collections/degraded')).toMatchObject({ state: 'MISS', body: '<h1>render 2</h1>' })
    expect(await get(app, '/de/collections/degraded')).toMatchObject({ state: 'HIT', body: '<h1>render 2</h1>' })
  })

  it('misses everything after POST /ops/purge bumped the generation', async () => {
    const { app } = pageApp()
    await get(app, '/de/products/purged-ring')
    expect((await get(app, '/de/products/purged-ring')).state).toBe('HIT')
    const response = await purge()
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ generation: expect.any(String), slugs: { error: expect.stringMatching(/slug sync failed/) } })
    expect(await get(app, '/de/products/purged-ring')).toMatchObject({ state: 'MISS', body: '<h1>render 2</h1>' })
    expect((await get(app, '/de/products/purged-ring')).state).toBe('HIT')
  })

  it('after a stock purge misses only the pages of the products it names, in every country and variant', async () => {
    const { app } = pageApp()
    const pages = [
      '/de/products/stock-ring',
      '/us/products/stock-ring-en?variant=variant_1',
      '/at/products/stock-ring',
      '/de/products/other-ring',
      '/de/categories/stock',
    ]
    for (const path of pages) await get(app, path)
    for (const path of pages) expect((await get(app, path)).state, path).toBe('HIT')
    const response = await exports.default.fetch('https://shop.test/ops/purge', {
      method: 'POST',
      headers: { authorization: 'Bearer test-secret', 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'inventory-level.updated', handles: ['stock-ring', 'stock-ring-en'] }),
    })
    expect(await response.json()).toMatchObject({ scope: 'products', handles: ['stock-ring', 'stock-ring-en'] })
    const states = Object.fromEntries(await Promise.all(pages.map(async (path) => [path, (await get(app, path)).state])))
    expect(states).toEqual({
      '/de/products/stock-ring': 'MISS',
      '/us/products/stock-ring-en?variant=variant_1': 'MISS',
      '/at/products/stock-ring': 'MISS',
      '/de/products/other-ring': 'HIT',
      '/de/categories/stock': 'HIT',
    })
  })
})
