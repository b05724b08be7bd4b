import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProductList } from '../../routes/api-types'
import { FIXTURE_PORTS, type FixtureWorker, stackFromTestEnv, startWorkerBehindProxy } from '../../scripts/lib/fixture-worker.mjs'

// A worker of this file's own, in front of a proxy to the stack's real Medusa that can be made to hang
// (accept, never answer: as a Medusa stopped with SIGSTOP) or to refuse connections. Every other test
// keeps the shared worker and Medusa. The worker runs with the default deadlines (reads 4 s, writes 10 s).
const OPS_SECRET = process.env.OPS_SECRET ?? ''
const READ_DEADLINE_MS = 4000
/** What a request may take beyond the deadline on a loaded machine: the point is seconds, never the 40 s of before. */
const SLACK_MS = 3000

let shop: FixtureWorker
let handles: string[] = []
let englishHandles: string[] = []

async function timed(path: string, init: RequestInit = {}) {
  const started = performance.now()
  const response = await fetch(`${shop.url}${path}`, { redirect: 'manual', ...init })
  const text = await response.text()
  return { response, text, ms: performance.now() - started }
}

const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' }

beforeAll(async () => {
  shop = await startWorkerBehindProxy({ port: FIXTURE_PORTS.integration, ...stackFromTestEnv() })
  const list = (await (await fetch(`${shop.url}/api/products/de/de?limit=6`)).json()) as ProductList
  handles = list.products.map((product) => product.handle)
  expect(handles.length).toBeGreaterThanOrEqual(5)
  const listEn = (await (await fetch(`${shop.url}/api/products/us/en?limit=6`)).json()) as ProductList
  englishHandles = listEn.products.map((product) => product.handle)
  // seen once while Medusa is well: the first product page, its API answer and the regions are in the caches
  expect((await timed(`/de/produkte/${handles[0]}`, { headers: browser })).response.headers.get('x-edge-cache')).toBe('MISS')
  expect((await fetch(`${shop.url}/api/products/de/de/${handles[1]}`)).status).toBe(200)
  // a purge makes every copy old: they may only answer now because the back end fails
  expect((await fetch(`${shop.url}/ops/purge`, { method: 'POST', headers: { authorization: `Bearer ${OPS_SECRET}` } })).status).toBe(200)
}, 180_000)

afterAll(async () => {
  await shop?.stop()
})

describe('with the back end hung (connections accepted, never answered)', () => {
  beforeAll(async () => shop.proxy.setMode('hang'))

  it('serves the older copy of a page seen before, however old', async () => {
    const { response, text, ms } = await timed(`/de/produkte/${handles[0]}`, { headers: browser })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-edge-cache')).toBe('STALE-IF-ERROR')
    expect(text).toContain('</html>')
    expect(ms).toBeLessThan(READ_DEADLINE_MS + SLACK_MS)
  })

  it('answers a page never seen with the branded 503 in the visitor’s language, with Retry-After, within the deadline', async () => {
    const [german, english, crawler] = await Promise.all([
      timed(`/de/produkte/${handles[2]}`, { headers: browser }),
      timed(`/us/products/${englishHandles[3]}`, { headers: browser }),
      timed(`/de/produkte/${handles[3]}`, { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } }),
    ])
    for (const { response, ms } of [german, english, crawler]) {
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('30')
      expect(ms).toBeGreaterThanOrEqual(READ_DEADLINE_MS - 100)
      expect(ms).toBeLessThan(READ_DEADLINE_MS + SLACK_MS)
    }
    expect(german.text).toContain('<html lang="de-DE">')
    expect(german.text).toContain('Bitte versuchen Sie es gleich noch einmal.')
    expect(german.text).toMatch(/>503<\/h1>/)
    expect(english.text).toContain('Please try again in a moment.')
    expect(crawler.text).toBe('Service Unavailable')
  })

  it('answers /api from its older copy, or 503 JSON with a message and Retry-After', async () => {
    const [known, unknown] = await Promise.all([timed(`/api/products/de/de/${handles[1]}`), timed(`/api/products/de/de/${handles[4]}`)])
    expect(known.response.status).toBe(200)
    expect(known.response.headers.get('x-edge-cache')).toBe('STALE-IF-ERROR')
    expect(JSON.parse(known.text)).toMatchObject({ handle: handles[1] })
    expect(unknown.response.status).toBe(503)
    expect(unknown.response.headers.get('retry-after')).toBe('30')
    expect(JSON.parse(unknown.text).message).toMatch(/did not answer within 4 s; please try again in a moment/)
    expect(unknown.ms).toBeLessThan(READ_DEADLINE_MS + SLACK_MS)
  })

  it('answers the pass-through with 504 JSON: reads after 4 s, writes after 10 s', async () => {
    const [read, write] = await Promise.all([
      timed('/medusa/store/regions'),
      timed('/medusa/store/carts', { method: 'POST', headers: { 'content-type': 'application/json', origin: shop.url }, body: '{}' }),
    ])
    expect(read.response.status).toBe(504)
    expect(JSON.parse(read.text).message).toMatch(/did not answer within 4 s/)
    expect(read.ms).toBeLessThan(READ_DEADLINE_MS + SLACK_MS)
    expect(write.response.status).toBe(504)
    expect(JSON.parse(write.text).message).toMatch(/did not answer within 10 s/)
    expect(write.ms).toBeGreaterThanOrEqual(10_000 - 100)
    expect(write.ms).toBeLessThan(10_000 + SLACK_MS)
  })
})

describe('with the back end refusing connections', () => {
  beforeAll(async () => shop.proxy.setMode('refuse'))

  it('answers at once: older copies, else 503 page, 503 JSON and a 503 from the pass-through', async () => {
    const [seen, page, api, pass] = await Promise.all([
      timed(`/de/produkte/${handles[0]}`, { headers: browser }),
      timed(`/de/produkte/${handles[2]}`, { headers: browser }),
      timed(`/api/products/de/de/${handles[3]}`),
      timed('/medusa/store/regions'),
    ])
    expect([seen.response.status, seen.response.headers.get('x-edge-cache')]).toEqual([200, 'STALE-IF-ERROR'])
    expect(page.response.status).toBe(503)
    expect(page.text).toContain('Bitte versuchen Sie es gleich noch einmal.')
    expect(api.response.status).toBe(503)
    expect(JSON.parse(api.text).message).toMatch(/unreachable/)
    expect(pass.response.status).toBe(503)
    for (const { ms } of [seen, page, api, pass]) expect(ms).toBeLessThan(SLACK_MS)
  })
})

describe('with the back end well again', () => {
  beforeAll(async () => shop.proxy.setMode('pass'))

  it('renders and keeps pages as before', async () => {
    const { response } = await timed(`/de/produkte/${handles[2]}`, { headers: browser })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-edge-cache')).toBe('MISS')
  })

  it('never follows a redirect of the image source', async () => {
    shop.proxy.redirect('/static/umgezogen.webp', `${shop.proxy.url}/static/anderswo.webp`)
    const response = await fetch(`${shop.url}/images?url=${encodeURIComponent('/static/umgezogen.webp')}&w=320`)
    expect(response.status).toBe(502)
    expect(((await response.json()) as { message: string }).message).toMatch(/redirect \(302\), which is not followed/)
    expect(shop.proxy.seen).toContain('/static/umgezogen.webp')
    expect(shop.proxy.seen).not.toContain('/static/anderswo.webp')
  })
})
