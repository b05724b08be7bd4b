import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { app } from '../app'
import { htmlCache } from '../cache/html-cache'
import type { AppEnv, Bindings } from '../env'
import { faultScope } from './part-failure'

/** What workerd throws once a request has spent its sub-requests (fetch, KV, the Cache API alike). */
const BUDGET = 'Too many subrequests.'

/** A KV namespace that cannot be read (or written): every call throws. */
const brokenKv = (message = 'KV GET failed: 500 Internal Server Error') => {
  const fail = async () => {
    throw new Error(message)
  }
  return { get: fail, getWithMetadata: fail, put: fail, delete: fail, list: fail } as unknown as KVNamespace
}

/** The Cache API throwing on every lookup and store. */
function breakCache(message = 'Cache API: internal error') {
  const cache = (caches as unknown as { default: Cache }).default
  vi.spyOn(cache, 'match').mockRejectedValue(new Error(message))
  vi.spyOn(cache, 'put').mockRejectedValue(new Error(message))
}

/** The warnings the worker logged about failed parts. */
const warned = (spy: { mock: { calls: unknown[][] } }): string[] =>
  spy.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('answering without it'))

async function fetchApp(path: string, bindings: Partial<Bindings> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`https://shop.test${path}`, { redirect: 'manual' }), { ...env, ...bindings }, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, location: response.headers.get('location'), body }
}

/** A cacheable page behind the HTML cache, counting its renders (the shop's renderer needs the back end). */
function pageApp() {
  let renders = 0
  const render = async (_c: Context<AppEnv>) => new Response(`<h1>render ${++renders}</h1>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  const page = new Hono<AppEnv>()
  page.use('*', faultScope)
  page.use('*', htmlCache(render))
  page.get('*', render)
  return page
}

async function fetchPage(page: Hono<AppEnv>, path: string, bindings: Partial<Bindings> = {}) {
  const ctx = createExecutionContext()
  const response = await page.fetch(new Request(`https://shop.test${path}`), { ...env, ...bindings }, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, state: response.headers.get('x-edge-cache'), body }
}

afterEach(() => vi.restoreAllMocks())

describe('the worker when a part of Cloudflare fails', () => {
  it('KV REDIRECTS unreadable: pages are served without the redirect lookup, logged once, never a 5xx', async () => {
    const warn = vi.spyOn(console, 'warn')
    await env.REDIRECTS.put('/kaputt-alt', '/de/neu')
    const page = await fetchApp('/kaputt-alt', { REDIRECTS: brokenKv() })
    // the country routing goes on as for a path without an entry
    expect(page).toMatchObject({ status: 301, location: '/de/produkte/kaputt-alt' })
    expect(warned(warn)).toEqual([expect.stringMatching(/^KV REDIRECTS failed, answering without it: KV GET failed/)])
    const lookup = await fetchApp(`/api/redirect?path=${encodeURIComponent('/kaputt-alt')}`, { REDIRECTS: brokenKv() })
    expect(lookup).toMatchObject({ status: 200 })
    expect(JSON.parse(lookup.body)).toEqual({ redirect: null })
    // readable again: the entry wins
    expect(await fetchApp('/kaputt-alt')).toMatchObject({ status: 301, location: '/de/neu' })
  })

  it('KV SLUGS unreadable: a handle stays untranslated and the slug API answers, never a 5xx', async () => {
    const warn = vi.spyOn(console, 'warn')
    const answer = await fetchApp('/api/slug-translation?type=product&slug=goldring&from=de&to=en', { SLUGS: brokenKv() })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ translatedSlug: null, exists: false })
    expect(warned(warn)).toHaveLength(1)
  })

  it('KV CACHE_META unreadable: pages are rendered and served uncached, its failure logged once per request', async () => {
    const warn = vi.spyOn(console, 'warn')
    const page = pageApp()
    // a product page reads two generations (the shop's and the product's): one failure, one line
    const first = await fetchPage(page, '/de/produkte/meta-kaputt', { CACHE_META: brokenKv() })
    const second = await fetchPage(page, '/de/produkte/meta-kaputt', { CACHE_META: brokenKv() })
    expect([first, second]).toEqual([
      { status: 200, state: 'BYPASS', body: '<h1>render 1</h1>' },
      { status: 200, state: 'BYPASS', body: '<h1>render 2</h1>' },
    ])
    expect(warned(warn)).toEqual([expect.stringMatching(/^KV CACHE_META failed/), expect.stringMatching(/^KV CACHE_META failed/)])
    // readable again: cached as before
    expect((await fetchPage(page, '/de/produkte/meta-kaputt')).state).toBe('MISS')
    expect(await fetchPage(page, '/de/produkte/meta-kaputt')).toMatchObject({ state: 'HIT', body: '<h1>render 3</h1>' })
  })

  it('the Cache API throwing: pages are rendered each time, logged once per request, never a 5xx', async () => {
    const warn = vi.spyOn(console, 'warn')
    breakCache()
    const page = pageApp()
    const answers = [await fetchPage(page, '/de/kategorien/cache-kaputt'), await fetchPage(page, '/de/kategorien/cache-kaputt')]
    expect(answers.map(({ status, body }) => ({ status, body }))).toEqual([
      { status: 200, body: '<h1>render 1</h1>' },
      { status: 200, body: '<h1>render 2</h1>' },
    ])
    // the lookup and the store of one request fail: one line per request
    expect(warned(warn)).toEqual([expect.stringMatching(/^Cache API failed/), expect.stringMatching(/^Cache API failed/)])
  })

  // the budget spent past the worker's own count (subrequest-budget.ts keeps the data's reserve while it counts right):
  it('Cloudflare refusing every sub-request, fetch included: the optional parts are done without; a page whose own data is refused answers the branded 503', async () => {
    const warn = vi.spyOn(console, 'warn')
    breakCache(BUDGET)
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error(BUDGET))
    const spent = { REDIRECTS: brokenKv(BUDGET), SLUGS: brokenKv(BUDGET), CACHE_META: brokenKv(BUDGET), SEARCH_INDEX: brokenKv(BUDGET) }
    expect(await fetchApp('/budget-alt', spent)).toMatchObject({ status: 301, location: '/de/produkte/budget-alt' })
    // a page whose own data cannot be fetched either answers as while the back end is down: the branded "one moment"
    // page with Retry-After (worker/medusa/README.md), never the error page of a crash; nothing else is possible then
    const product = await fetchApp('/de/produkte/budget-ring', spent)
    expect(product.status).toBe(503)
    expect(product.body).not.toContain(BUDGET)
    expect(await fetchPage(pageApp(), '/de/produkte/budget-ring', spent)).toEqual({ status: 200, state: 'BYPASS', body: '<h1>render 1</h1>' })
    const parts = warned(warn).map((line) => line.split(' failed')[0])
    expect(parts).toContain('KV REDIRECTS')
    expect(parts).toContain('KV CACHE_META')
  })
})
