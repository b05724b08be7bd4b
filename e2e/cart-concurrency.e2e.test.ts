import { describe, expect, it } from 'vitest'
import { WORKER_URL } from './browser'
import { unlimitedVariant } from './cart-fixture'
import { balancerCounts, expectEveryServerServed } from './cluster'

const PARALLEL = 20

/**
 * Medusa's add-to-cart workflow gives up on its cart lock after two seconds, so parallel adds of one
 * variant used to fail (500/400) and lose quantity. The back end now queues writes per cart. Runs on the
 * single-instance stack (project e2e) and on the Redis cluster (project cluster), where the adds alternate
 * between two Medusa servers and the queue must hold across them (Redis locking).
 */
describe('twenty parallel add-to-cart calls on one cart', () => {
  it('all succeed and add up to the exact quantity, through the worker pass-through', async () => {
    const { publishableKey, variantId } = await unlimitedVariant()
    const before = await balancerCounts()
    const headers = { 'content-type': 'application/json', 'x-publishable-api-key': publishableKey, origin: WORKER_URL }
    const regions = (await (await fetch(`${WORKER_URL}/api/regions`)).json()) as { regions: { id: string; countries: { iso_2: string }[] }[] }
    const region = regions.regions.find((candidate) => candidate.countries.some((country) => country.iso_2 === 'de'))!
    const created = await fetch(`${WORKER_URL}/medusa/store/carts`, { method: 'POST', headers, body: JSON.stringify({ region_id: region.id }) })
    expect(created.status).toBe(200)
    const { cart } = (await created.json()) as { cart: { id: string } }

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        fetch(`${WORKER_URL}/medusa/store/carts/${cart.id}/line-items`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
        }).then(async (response) => `${response.status}${response.ok ? '' : ` ${await response.text()}`}`),
      ),
    )
    expect(answers).toEqual(Array(PARALLEL).fill('200'))

    const after = (await (await fetch(`${WORKER_URL}/medusa/store/carts/${cart.id}`, { headers })).json()) as {
      cart: { items: { variant_id: string; quantity: number }[] }
    }
    expect(after.cart.items.map((item) => [item.variant_id, item.quantity])).toEqual([[variantId, PARALLEL]])
    await expectEveryServerServed(before)
  })
})
