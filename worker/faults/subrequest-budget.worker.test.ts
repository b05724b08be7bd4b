import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { htmlCache } from '../cache/html-cache'
import type { AppEnv, Bindings } from '../env'
import { errorBoundary } from '../http/error-boundary'
import { backendFetch } from '../medusa/deadline'
import { redirects } from '../redirects/redirects-middleware'
import { faultScope } from './part-failure'
import { DATA_RESERVE, subrequestBudget } from './subrequest-budget'

/**
 * Cloudflare's side of the budget: every KV call, Cache API call and fetch of the request spends one of `left`; past
 * them each throws as workerd does ("Too many subrequests."). Records what it refused and what the Cache API stored.
 */
function platform(left: number) {
  const state = { left, refused: [] as string[], stored: 0 }
  const spend = (part: string) => {
    if (state.left-- > 0) return
    state.refused.push(part)
    throw new Error('Too many subrequests.')
  }
  const kv = (real: KVNamespace, name: string) =>
    new Proxy(real, {
      get(target, property) {
        const value = Reflect.get(target, property)
        if (typeof value !== 'function') return value
        return async (...args: unknown[]) => {
          spend(`KV ${name}`)
          return Reflect.apply(value, target, args)
        }
      },
    })
  const cache = (caches as unknown as { default: Cache }).default
  const match = cache.match.bind(cache)
  const put = cache.put.bind(cache)
  vi.spyOn(cache, 'match').mockImplementation(async (...args) => {
    spend('Cache API')
    return match(...args)
  })
  vi.spyOn(cache, 'put').mockImplementation(async (...args) => {
    spend('Cache API')
    await put(...args)
    state.stored++
  })
  // the back end: the product's data
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    spend('fetch')
    return Response.json({ title: 'Goldring' })
  })
  const bindings: Partial<Bindings> = {
    REDIRECTS: kv(env.REDIRECTS, 'REDIRECTS'),
    SLUGS: kv(env.SLUGS, 'SLUGS'),
    CACHE_META: kv(env.CACHE_META, 'CACHE_META'),
    SEARCH_INDEX: kv(env.SEARCH_INDEX, 'SEARCH_INDEX'),
  }
  return { state, bindings }
}

/** A product page as the shop answers it (redirect lookup, HTML edge cache, error boundary), its data one back-end call. */
function productPage() {
  const render = async (c: Context<AppEnv>) => {
    const product = (await (await backendFetch(c.env, `${c.env.MEDUSA_BACKEND_URL}/store/products/goldring`)).json()) as { title: string }
    return new Response(`<h1>${product.title}</h1>`, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  }
  const page = new Hono<AppEnv>()
  page.use('*', faultScope)
  page.use('*', subrequestBudget)
  page.onError(errorBoundary)
  page.use('*', redirects)
  page.use('*', htmlCache(render))
  page.get('*', render)
  return page
}

let pages = 0

/** One request for a product page never asked before (its purge generation is read from KV, not remembered). */
async function ask(bindings: Partial<Bindings>) {
  const ctx = createExecutionContext()
  const path = `/de/produkte/budget-${Date.now().toString(36)}-${++pages}`
  const response = await productPage().fetch(new Request(`https://shop.test${path}`, { redirect: 'manual' }), { ...env, ...bindings }, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, state: response.headers.get('x-edge-cache'), cacheControl: response.headers.get('cache-control'), body }
}

const budgetLines = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter((call) => String(call[0]).startsWith('sub-request budget:')).length

afterEach(() => vi.restoreAllMocks())

describe("the request's sub-request budget (fetch, KV and the Cache API count alike)", () => {
  it('a budget of any size N the worker knows: the page is 200, its data fetched, the optional parts skipped before N is reached', async () => {
    const seen = new Set<string | null>()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 * DATA_RESERVE }), async (limit) => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
        const { state, bindings } = platform(limit)
        const page = await ask({ ...bindings, SUBREQUEST_LIMIT: String(limit) })
        vi.restoreAllMocks()
        seen.add(page.state)
        // never past Cloudflare's limit: nothing refused, the data always there
        expect(state.refused, `limit ${limit}`).toEqual([])
        expect(page).toMatchObject({ status: 200, body: '<h1>Goldring</h1>' })
        if (page.state === 'MISS') expect(state.stored).toBe(1)
        else {
          // served uncached: nothing stored, no shared-cache header, the skip logged once
          expect(page.state).toBe('BYPASS')
          expect([state.stored, page.cacheControl]).toEqual([0, null])
          expect(budgetLines(warn)).toBe(1)
        }
      }),
      { numRuns: 20, examples: [[1], [DATA_RESERVE], [DATA_RESERVE + 1], [3 * DATA_RESERVE]] },
    )
    // both sides of the reserve were met: a budget too small for the cache and one large enough
    expect(seen).toEqual(new Set(['BYPASS', 'MISS']))
  })

  it('Cloudflare refusing at any point N the worker did not expect: a 200 while the data fits, else the branded 503, never a 500', async () => {
    const statuses = new Set<number>()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 8 }), async (left) => {
        vi.spyOn(console, 'warn').mockImplementation(() => undefined)
        vi.spyOn(console, 'error').mockImplementation(() => undefined)
        const { state, bindings } = platform(left)
        const page = await ask(bindings)
        vi.restoreAllMocks()
        statuses.add(page.status)
        if (state.refused.includes('fetch')) {
          // the page's own data refused: nothing else is possible, the "one moment" page as while the back end is down
          expect(page.status).toBe(503)
          expect(page.body).not.toContain('Too many subrequests')
        } else expect(page).toMatchObject({ status: 200, body: '<h1>Goldring</h1>' })
        // an answer made while a part was refused is never stored
        if (state.refused.length) expect(state.stored).toBe(0)
      }),
      { numRuns: 12, examples: [[0], [8]] },
    )
    expect(statuses).toEqual(new Set([200, 503]))
  })
})
