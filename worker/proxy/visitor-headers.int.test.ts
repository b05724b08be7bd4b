import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_PORTS, type FixtureWorker, stackFromTestEnv, startWorkerBehindProxy } from '../../scripts/lib/fixture-worker.mjs'
import { uniqueClientAddress } from '../test/client-address'

// A worker of this file's own in front of a recording proxy to the stack's real Medusa: the proxy keeps the headers
// of every request as Medusa gets them, so the test sees exactly what the worker tells the back end.
const EDGE_SECRET = process.env.EDGE_SECRET ?? ''

/** What a visitor (or a script posing as a proxy) may send to pass for someone else. */
const CLAIMS = {
  'x-forwarded-for': '198.51.100.1, 198.51.100.2',
  'x-real-ip': '198.51.100.3',
  forwarded: 'for=198.51.100.4;proto=https',
  'x-client-ip': '198.51.100.5',
  'x-edge-secret': 'guessed',
}

let shop: FixtureWorker

beforeAll(async () => {
  expect(EDGE_SECRET, 'the stack passes EDGE_SECRET to the tests').not.toBe('')
  shop = await startWorkerBehindProxy({ port: FIXTURE_PORTS.visitorHeaders, ...stackFromTestEnv() })
}, 180_000)

afterAll(async () => {
  await shop?.stop()
})

/** Sends one request as a visitor at `address` with every claim, and returns the headers Medusa got for `medusaPath`. */
async function heardBy(path: string, medusaPath: string, address: string, init: RequestInit = {}) {
  const before = shop.proxy.received.length
  const response = await fetch(`${shop.url}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { origin: shop.url, 'cf-connecting-ip': address, ...CLAIMS, ...(init.headers as Record<string, string> | undefined) },
  })
  await response.body?.cancel()
  expect(response.status, path).toBeLessThan(500)
  const requests = shop.proxy.received.slice(before).filter((request) => request.url.split('?')[0] === medusaPath)
  expect(requests.length, `${path} reached ${medusaPath}`).toBeGreaterThan(0)
  return requests.map((request) => request.headers)
}

function expectOnlyTheWorkersWord(headers: Record<string, unknown>, address: string) {
  expect(headers['x-client-ip']).toBe(address)
  expect(headers['x-edge-secret']).toBe(EDGE_SECRET)
  expect(headers['x-forwarded-for']).toBeUndefined()
  expect(headers['x-real-ip']).toBeUndefined()
  expect(headers.forwarded).toBeUndefined()
}

describe('what Medusa learns of a visitor', () => {
  it("through the pass-through: Cloudflare's address with the edge secret, none of the visitor's claims", async () => {
    const address = uniqueClientAddress()
    const json = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'niemand@example.com', password: 'falsch' }) }
    for (const headers of await heardBy('/medusa/auth/customer/emailpass', '/auth/customer/emailpass', address, json))
      expectOnlyTheWorkersWord(headers, address)
    for (const headers of await heardBy('/medusa/store/regions?fields=id', '/store/regions', address)) expectOnlyTheWorkersWord(headers, address)
    for (const headers of await heardBy('/admin/api/auth/user/emailpass', '/auth/user/emailpass', address, json)) expectOnlyTheWorkersWord(headers, address)
  })

  it("through the worker's own forms and the reset check: the same", async () => {
    const address = uniqueClientAddress()
    const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const contact = json({ name: 'Erika Muster', email: 'erika@example.com', message: 'Eine Frage zum Ring.', consent: true, locale: 'de' })
    for (const headers of await heardBy('/api/contact', '/store/contact-messages', address, contact)) expectOnlyTheWorkersWord(headers, address)
    const check = json({ email: 'niemand@example.com', locale: 'de' })
    for (const headers of await heardBy('/api/auth/check-password-reset', '/store/password-reset-check', address, check))
      expectOnlyTheWorkersWord(headers, address)
  })

  it('without an address from Cloudflare: no address at all, so Medusa counts the connection', async () => {
    const before = shop.proxy.received.length
    // a request Cloudflare never saw: locally workerd names the connection's own address, so only claims remain
    const response = await fetch(`${shop.url}/medusa/store/regions?fields=id`, { headers: { ...CLAIMS } })
    expect(response.status).toBe(200)
    const [headers] = shop.proxy.received.slice(before).map((request) => request.headers)
    expect(headers['x-client-ip']).not.toBe(CLAIMS['x-client-ip'])
    expect(headers['x-edge-secret']).not.toBe(CLAIMS['x-edge-secret'])
    expect(headers['x-forwarded-for']).toBeUndefined()
    expect(headers['x-real-ip']).toBeUndefined()
    expect(headers.forwarded).toBeUndefined()
  })
})
