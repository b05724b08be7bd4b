import Medusa from '@medusajs/js-sdk'
import { Meilisearch } from 'meilisearch'
import { afterAll, describe, expect, it } from 'vitest'
import { PATIENCE_MS } from '../../e2e/patience'
import type { SearchResults } from '../../routes/search/search-results-types'
import { ok, WORKER_URL } from '../test/int'

// The whole path against the running stack: Medusa's subscriber and workflow write to the worker's embedded
// engine, the storefront's meilisearch client finds it. A hosted Meilisearch is written and read through the
// same client and API (worker/search/embedded/embedded-api.worker.test.ts holds the engine to that API).
const search = new Meilisearch({ host: `${WORKER_URL}/api/search` }).index('products')
const titles = async (q: string) => (await search.search(q, { limit: 20 })).hits.map((hit) => hit.title as string)

async function admin() {
  const sdk = new Medusa({ baseUrl: process.env.MEDUSA_URL ?? 'http://localhost:9100', auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } })
  await sdk.auth.login('user', 'emailpass', {
    email: process.env.ADMIN_EMAIL ?? 'admin@juwelier.local',
    password: process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995',
  })
  return sdk
}

/** Waits until the check passes: the index follows the catalogue within seconds, not at once. */
async function eventually(check: () => Promise<boolean>, what: string, seconds = PATIENCE_MS / 1000) {
  for (const end = Date.now() + seconds * 1000; Date.now() < end; ) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`not within ${seconds} s: ${what}`)
}

const stamp = Date.now().toString(36)
const created: string[] = []
afterAll(async () => {
  const sdk = await admin()
  for (const id of created) await sdk.admin.product.delete(id).catch(() => undefined)
})

describe('the search index follows the catalogue', () => {
  it('finds the seeded catalogue in both languages, with the results page on top', async () => {
    expect((await titles('verlobngsring')).some((title) => title.startsWith('Verlobungsring'))).toBe(true)
    const english = await search.search('engagement ring', { limit: 5 })
    expect(english.hits.some((hit) => String(hit.title_en).toLowerCase().includes('engagement ring'))).toBe(true)
    const page = await ok<SearchResults>(`/api/search-results/de/de?s=ring`)
    expect(page.perPage).toBe(24)
    expect(page.hits.length).toBeGreaterThan(0)
    expect(page.hits[0].title).toContain('\uE000')
    const us = await ok<SearchResults>(`/api/search-results/us/en?s=ring`)
    expect(us.hits.find((hit) => hit.price)?.price?.currency_code).toBe('usd')
    // every shop currency is in the index: a British shopper's hits are in pounds
    const gb = await ok<SearchResults>(`/api/search-results/gb/en?s=ring`)
    expect(gb.hits.find((hit) => hit.price)?.price?.currency_code).toBe('gbp')
  })

  it('a created product is found within seconds, an updated title under the new title, a deleted one is gone', async () => {
    const sdk = await admin()
    const word = `Zauberring${stamp}`
    const { product } = await sdk.admin.product.create({
      title: `${word} Testschmuck`,
      handle: `suche-test-${stamp}`,
      status: 'published',
      options: [{ title: 'Legierung', values: ['Gold 750'] }],
      variants: [
        {
          title: 'Gold 750',
          sku: `SUCHE-${stamp}`.toUpperCase(),
          options: { Legierung: 'Gold 750' },
          prices: [{ currency_code: 'eur', amount: 990 }],
          manage_inventory: false,
        },
      ],
      metadata: { title_en: `Magic ring ${stamp}`, handle_en: `search-test-${stamp}` },
    })
    created.push(product.id)
    await eventually(async () => (await titles(word.toLowerCase())).includes(`${word} Testschmuck`), 'the new product is searchable')
    expect((await titles(`SUCHE-${stamp}`))[0]).toBe(`${word} Testschmuck`)

    const renamed = `Funkelring${stamp}`
    await sdk.admin.product.update(product.id, { title: `${renamed} Testschmuck` })
    await eventually(async () => (await titles(renamed.toLowerCase())).includes(`${renamed} Testschmuck`), 'the new title is searchable')
    expect(await titles(word.toLowerCase())).not.toContain(`${word} Testschmuck`)

    await sdk.admin.product.delete(product.id)
    await eventually(async () => !(await titles(renamed.toLowerCase())).includes(`${renamed} Testschmuck`), 'the deleted product is gone')
  })

  it('shows a product titled <img src=x onerror=alert(1)> as text on the results page', async () => {
    const sdk = await admin()
    const title = `<img src=x onerror=alert(1)> Kreuz${stamp}`
    const { product } = await sdk.admin.product.create({
      title,
      handle: `suche-xss-${stamp}`,
      status: 'published',
      options: [{ title: 'Legierung', values: ['Gold 750'] }],
      variants: [{ title: 'Gold 750', options: { Legierung: 'Gold 750' }, prices: [{ currency_code: 'eur', amount: 90 }], manage_inventory: false }],
    })
    created.push(product.id)
    await eventually(async () => (await titles(`kreuz${stamp}`)).includes(title), 'the product is searchable')
    const html = await (await fetch(`${WORKER_URL}/de/suche?s=kreuz${stamp}`)).text()
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img src=x')
  })

  it('answers bad input with 4xx messages, never a 500', async () => {
    const response = await fetch(`${WORKER_URL}/api/search/indexes/products/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"q": 5}',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalid_search_q' })
    expect((await fetch(`${WORKER_URL}/api/search-results/de/de?s=`)).status).toBe(400)
    expect((await fetch(`${WORKER_URL}/api/search-results/de/de?s=ring&page=abc`)).status).toBe(400)
    expect((await fetch(`${WORKER_URL}/de/suche?s=ring&page=999`)).status).toBe(404)
  })
})
