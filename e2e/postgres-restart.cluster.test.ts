import Medusa from '@medusajs/js-sdk'
import { afterAll, describe, expect, it } from 'vitest'
import { DESKTOP_CHROME, WORKER_URL } from './browser'
import { unlimitedVariant } from './cart-fixture'
import { uniqueEmail } from './checkout-steps'
import { balancerCounts, expectEveryServerServed } from './cluster'
import { cartReadyToComplete } from './medusa'
import { PATIENCE_MS } from './patience'
import { startPostgres, stopPostgres } from './postgres-server'

/**
 * PostgreSQL restarted under the running shop, as a managed database's maintenance does (fast shutdown, seconds
 * without a server, the same data back): Medusa recovers by itself, without a restart. While it is down, cached
 * pages keep serving, pages that need Medusa answer the branded "one moment" page, the cart and the checkout a
 * clear 503, each within 5 s (Medusa's pool fails fast and answers 503: backend/src/modules/database-connection,
 * backend/src/api/database-unavailable.ts; the worker: worker/medusa/README.md); once it is back, everything works
 * again within seconds, and the checkout cut off meanwhile places exactly one order when the shopper presses again.
 * In the cluster project (production's topology, two servers and a worker-mode instance on Redis): it runs last and
 * alone, while a restart of the server would break every other stack's tests, and the cluster's start beside the
 * settings group.
 */

const DOWN_ANSWER_MS = 5_000
const RECOVERY_MS = 15_000

type Kind = 'cached page' | 'page needing Medusa' | 'cart'
type Sample = { kind: Kind; from: number; to: number; status: number; body: string; cache: string | null }

const page = (path: string) => fetch(`${WORKER_URL}${path}`, { headers: { 'user-agent': DESKTOP_CHROME }, signal: AbortSignal.timeout(PATIENCE_MS) })

/** A few shoppers' worth of requests, one after another per kind, until stopped: what each answered, and when. */
function smallLoad(requests: Record<Kind, () => Promise<Response>>) {
  const samples: Sample[] = []
  let running = true
  const loops = Object.entries(requests).map(async ([kind, send]) => {
    while (running) {
      const from = Date.now()
      try {
        const response = await send()
        samples.push({
          kind: kind as Kind,
          from,
          to: Date.now(),
          status: response.status,
          body: await response.text(),
          cache: response.headers.get('x-edge-cache'),
        })
      } catch (error) {
        samples.push({ kind: kind as Kind, from, to: Date.now(), status: 0, body: String(error), cache: null })
      }
    }
  })
  return {
    samples,
    /** Resolves once every kind has `count` answers to requests sent after `since`. */
    answered: (since: number, count = 2) =>
      expect
        .poll(() => Object.keys(requests).every((kind) => samples.filter((s) => s.kind === kind && s.from >= since).length >= count), { timeout: PATIENCE_MS })
        .toBe(true),
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

describe('PostgreSQL restarted while the shop runs', () => {
  // never leave the cluster without its database, whatever happened
  afterAll(() => startPostgres())

  it('serves cached pages, answers "one moment" within 5 s while it is down, and works again within seconds, one order per checkout', async () => {
    const before = await balancerCounts()
    const { publishableKey, variantId } = await unlimitedVariant()
    const client = new Medusa({ baseUrl: process.env.MEDUSA_URL!, publishableKey })
    const email = uniqueEmail('pg-restart')
    const cartId = await cartReadyToComplete(variantId, email, client)
    const storeHeaders = { 'content-type': 'application/json', 'x-publishable-api-key': publishableKey, origin: WORKER_URL }
    const complete = () => fetch(`${WORKER_URL}/medusa/store/carts/${cartId}/complete`, { method: 'POST', headers: storeHeaders })
    const { regions } = (await (await page('/api/regions')).json()) as { regions: { id: string; countries: { iso_2: string }[] }[] }
    const region = regions.find((candidate) => candidate.countries.some((country) => country.iso_2 === 'de'))!

    // a product page in the edge cache
    const { products } = (await (await page('/api/products/de/de?limit=1')).json()) as { products: { handle: string }[] }
    const cachedPath = `/de/produkte/${products[0]!.handle}`
    await expect.poll(async () => (await page(cachedPath)).headers.get('x-edge-cache'), { timeout: PATIENCE_MS }).toBe('HIT')

    const load = smallLoad({
      'cached page': () => page(cachedPath),
      // a handle never asked for: the worker must ask Medusa (404 while it is well)
      'page needing Medusa': () => page(`/de/produkte/ausfall-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`),
      cart: () => fetch(`${WORKER_URL}/medusa/store/carts`, { method: 'POST', headers: storeHeaders, body: JSON.stringify({ region_id: region.id }) }),
    })
    try {
      await load.answered(0, 1)
      await stopPostgres()
      const down = Date.now()
      await load.answered(down)
      // the shopper presses "place order" now
      const cutFrom = Date.now()
      const cut = await complete()
      const cutMs = Date.now() - cutFrom
      const cutBody = (await cut.json()) as { message?: string }
      await startPostgres()
      const up = Date.now()
      await expect
        .poll(
          () =>
            (['cached page', 'page needing Medusa', 'cart'] as Kind[]).every((kind) =>
              load.samples.some((s) => s.kind === kind && s.from >= up && s.status === (kind === 'page needing Medusa' ? 404 : 200)),
            ),
          { timeout: RECOVERY_MS },
        )
        .toBe(true)
      const recovered = Date.now() - up
      await load.stop()

      const whileDown = load.samples.filter((s) => s.from >= down && s.to <= up)
      // what each kind answered while it was down (the edge cache's word only for the cached page), and any answer too slow
      const summary = (kind: Kind) =>
        whileDown
          .filter((s) => s.kind === kind)
          .map((s) => `${s.status}${kind === 'cached page' ? ` ${s.cache}` : ''}${s.to - s.from > DOWN_ANSWER_MS ? ` after ${s.to - s.from} ms` : ''}`)
      expect(new Set(summary('cached page'))).toEqual(new Set(['200 HIT']))
      expect(new Set(summary('page needing Medusa'))).toEqual(new Set(['503']))
      expect(new Set(summary('cart'))).toEqual(new Set(['503']))
      for (const sample of whileDown.filter((s) => s.kind === 'page needing Medusa')) expect(sample.body).toContain('>503</h1>')
      for (const sample of whileDown.filter((s) => s.kind === 'cart')) expect(JSON.parse(sample.body).message).toMatch(/unavailable for a moment/)
      expect([cut.status, cutMs <= DOWN_ANSWER_MS, cutBody.message]).toEqual([503, true, expect.stringMatching(/unavailable for a moment/)])
      console.log(
        `PostgreSQL restart: ${whileDown.length} answers while down, all within ${DOWN_ANSWER_MS} ms; serving again ${recovered} ms after it was back`,
      )

      // the shopper presses again: one order, and the same one on a third press
      const placed = (await (await complete()).json()) as { type: string; order?: { id: string; email: string } }
      expect([placed.type, placed.order?.email]).toEqual(['order', email])
      const again = (await (await complete()).json()) as { type: string; order?: { id: string } }
      expect(again.order?.id).toBe(placed.order!.id)
      await expectEveryServerServed(before)
    } finally {
      await load.stop()
    }
  }, 240_000)
})
