import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Region } from '../../routes/api-types'
import { filtersOf } from '../../routes/catalogue/listing-filters'
import { searchClient } from '../../routes/search/search-client'
import type { PaletteConfig } from '../../routes/search/search-config'
import type { SearchResults } from '../../routes/search/search-results-types'
import { app } from '../app'
import { defaultCache } from '../cache/default-cache'
import { resetRegionMemory } from '../regions/regions'
import { resetEngineState } from './engine/engine-state'
import { FIXTURE_DOCUMENTS } from './engine/fixtures'
import { type FacetedQuery, facetedSearch } from './faceted-search'

// Production's branch: MEILISEARCH_HOST names a hosted Meilisearch. No Meilisearch can run here, so the host is a
// fake origin whose requests are answered by a real server that speaks its API: this worker's own embedded engine
// (/api/search, held to Meilisearch's behaviour by embedded/embedded-api.worker.test.ts). What is tested is the
// worker's side: which host and key the browser is given, and how the results page calls the hosted service.
const HOST = 'https://meili.test'
const SEARCH_KEY = 'public-search-only-key'
const ADMIN_KEY = 'admin-key-that-stays-in-the-back-end'
const hosted = { ...env, MEILISEARCH_HOST: HOST, MEILISEARCH_SEARCH_KEY: SEARCH_KEY, MEILISEARCH_ADMIN_KEY: ADMIN_KEY }

type Seen = { method: string; path: string; authorization: string | null }
const seen: Seen[] = []
const realFetch = globalThis.fetch

async function call(path: string, init: RequestInit = {}, bindings: typeof env = hosted) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`https://shop.test${path}`, init), bindings, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

// The worker's last copy of Medusa's regions (what it keeps while Medusa is down), so the country's currency is known.
const REGIONS: Region[] = [
  {
    id: 'reg_eu',
    name: 'Europa',
    currency_code: 'eur',
    countries: [{ iso_2: 'de', name: 'Germany', display_name: 'Deutschland', region_id: 'reg_eu', tax_rate: 19 }],
  },
  {
    id: 'reg_us',
    name: 'USA',
    currency_code: 'usd',
    countries: [{ iso_2: 'us', name: 'United States', display_name: 'United States', region_id: 'reg_us', tax_rate: 0 }],
  },
]

beforeAll(async () => {
  resetRegionMemory()
  const copy = JSON.stringify({ regions: REGIONS, backend: env.MEDUSA_BACKEND_URL, fetchedAt: Date.now() })
  await defaultCache()!.put(
    `https://worker.internal/cache/regions?backend=${encodeURIComponent(env.MEDUSA_BACKEND_URL)}`,
    new Response(copy, { headers: { 'content-type': 'application/json', 'cache-control': 'max-age=3600' } }),
  )
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(HOST)) return realFetch(request)
    const url = new URL(request.url)
    seen.push({ method: request.method, path: url.pathname, authorization: request.headers.get('authorization') })
    // the hosted service: the embedded engine's API, reached as an outside server would be (without our host configured)
    return call(
      `/api/search${url.pathname}${url.search}`,
      { method: request.method, headers: request.headers, body: request.body ? await request.text() : undefined },
      env,
    )
  }) as typeof fetch
  resetEngineState()
  const admin = searchClient({ host: 'https://shop.test/ops/search', apiKey: 'test-secret' }, 'https://shop.test', async (target, options) => {
    const response = await call(new URL(String(target)).pathname + new URL(String(target)).search, options, env)
    return response.json()
  })
  await admin.index('products').addDocuments(FIXTURE_DOCUMENTS).waitTask()
}, 60_000)
afterAll(() => {
  globalThis.fetch = realFetch
  resetRegionMemory()
})

describe('with MEILISEARCH_HOST (a hosted Meilisearch)', () => {
  it('gives the browser the host and the search-only key, never the admin key', async () => {
    const response = await call('/api/search-config/de')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ host: HOST, apiKey: SEARCH_KEY, currency: 'eur' } satisfies PaletteConfig)
    expect(text).not.toContain(ADMIN_KEY)
    // without a host the palette searches the shop's own origin, with no key at all
    expect(await (await call('/api/search-config/us', {}, env)).json()).toEqual({ host: '', apiKey: '', currency: 'usd' })
  })

  it('the results page asks the hosted service with the search-only key as a bearer token', async () => {
    seen.length = 0
    const response = await call('/api/search-results/de/de?s=verlobngsring')
    expect(response.status).toBe(200)
    const body = (await response.json()) as SearchResults
    expect(body.hits[0].title).toContain('Verlobungsring')
    // the country's currency, from the document's prices
    expect(body.hits[0].price).toEqual({ amount: FIXTURE_DOCUMENTS.find((doc) => doc.id === body.hits[0].id)?.prices.eur, currency_code: 'eur' })
    expect(seen).toEqual([{ method: 'POST', path: '/multi-search', authorization: `Bearer ${SEARCH_KEY}` }])
  })

  it("the palette's client, built from that configuration, searches the host with the same key", async () => {
    seen.length = 0
    const config = (await (await call('/api/search-config/de')).json()) as PaletteConfig
    const result = await searchClient(config, 'https://shop.test').index('products').search('engagement ring', { limit: 10 })
    expect(result.hits.length).toBeGreaterThan(0)
    expect(seen).toEqual([{ method: 'POST', path: '/indexes/products/search', authorization: `Bearer ${SEARCH_KEY}` }])
  })

  it('answers 502 with a message when the hosted service fails, never a 500', async () => {
    const response = await call('/api/search-results/de/de?s=ring', {}, { ...hosted, MEILISEARCH_HOST: 'https://meili.test/broken' })
    expect(response.status).toBe(502)
    expect(((await response.json()) as { message: string }).message).toMatch(/search engine is unavailable/)
  })
})

describe('the listing filters: the same answers from a hosted Meilisearch and the embedded engine', () => {
  // the hosted path: the meilisearch client over HTTP to the host (answered above); the embedded one: the worker's
  // in-process route, as workerSearchClient calls it without MEILISEARCH_HOST
  const hostedClient = () => searchClient({ host: HOST, apiKey: SEARCH_KEY }, 'https://shop.test')
  const embeddedClient = () =>
    searchClient({ host: '', apiKey: '' }, 'https://shop.test', async (target, options) => {
      const url = new URL(String(target))
      return (await call(`${url.pathname}${url.search}`, options, env)).json()
    })
  const query = (search: string, extra: Partial<FacetedQuery> = {}): FacetedQuery => ({
    q: '',
    scope: [],
    filters: filtersOf(new URLSearchParams(search)),
    currency: 'eur',
    page: 1,
    hitsPerPage: 24,
    hits: { attributesToRetrieve: ['id'] },
    ...extra,
  })
  const cases: [string, FacetedQuery][] = [
    ['a category, nothing chosen', query('', { scope: ['category_handles = "ringe"'] })],
    ['750 gold rings in size 54 under 2,000 €', query('material=gold750&size=54&price=-2000', { scope: ['category_handles = "ringe"'] })],
    ['OR within a filter, AND across, in stock, by price', query('material=gold587,gold750&stone=diamond,pearl&stock=1', { sort: ['prices.eur:asc'] })],
    ['a price range in francs, newest first', query('price=400-1500', { currency: 'chf', sort: ['created_at:desc'] })],
    ['a search text with filters', query('colour=rose,yellow', { q: 'perlen' })],
    ['nothing left', query('material=silver&size=48')],
  ]

  it.each(cases)('%s', async (_, faceted) => {
    seen.length = 0
    const [fromHost, fromEngine] = await Promise.all([facetedSearch(hostedClient(), faceted), facetedSearch(embeddedClient(), faceted)])
    expect(fromHost).toEqual(fromEngine)
    expect(seen.map(({ path, authorization }) => ({ path, authorization }))).toEqual([{ path: '/multi-search', authorization: `Bearer ${SEARCH_KEY}` }])
  })

  it('counts each value with the other filters only (OR within a filter) and disables nothing by itself', async () => {
    const answer = await facetedSearch<{ id: string }>(
      embeddedClient(),
      query('material=gold750&size=54&price=-2000', { scope: ['category_handles = "ringe"'] }),
    )
    expect(answer.hits.map((hit) => hit.id).sort()).toEqual(['prod_ehering', 'prod_lumiere'])
    expect(answer.total).toBe(2)
    // gold 587: the 54s under 2,000 € in 587 gold (the wedding band); 750: the two shown
    expect(answer.facets.material).toEqual({ gold587: 1, gold750: 2, platinum: 0, silver: 0 })
    // every size of the category stays offered; 48 with the other filters holds nothing
    expect(answer.facets.size).toEqual({ 48: 0, 50: 0, 52: 0, 54: 2, 56: 1 })
    expect(answer.facets.stock).toBe(1)
    expect(answer.facets.price).toEqual({ min: 490, max: 2490, currency: 'eur' })
  })
})
