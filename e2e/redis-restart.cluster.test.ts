import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from './checkout-steps'
import { balancerCounts, expectEveryServerServed } from './cluster'
import { restartRedis } from './cluster-faults'
import { call, login, placeOrder, registerCustomer } from './customer-fixture'
import { waitForMail } from './mail-inbox'
import { staff } from './order-steps'
import { PATIENCE_MS } from './patience'
import { purgeReceiver } from './purge-receiver'

/**
 * Redis restarted under production's topology (project `cluster`): it comes back empty, as a managed Redis without
 * persistence does. Sessions may end (they lived there); nothing else is lost — orders and carts live in PostgreSQL
 * — and the Medusa instances recover by themselves: carts, checkouts (Redis workflows and locks), the events
 * behind the order mails (Redis event bus, the worker-mode instance) and the scheduled jobs, whose entries were in
 * Redis (the worker-mode instance registers them again, backend/src/modules/job-schedules), work again without a
 * restart.
 */

const RECOVERY_MS = 30_000

// the worker-mode instance's purges: its price-list boundaries job says what it saw
const purges = purgeReceiver()
beforeAll(purges.listen)
afterAll(purges.close)

/**
 * Whether the boundaries job (backend/src/jobs/price-list-boundaries.ts, every 2 s on the cluster, looking back two
 * runs) purged for the list's start; else the start is moved to now again, for a run of the next seconds to see.
 */
async function boundarySeen(listId: string) {
  if (purges.events.some((event) => event.startsWith('price-list.boundary:') && event.includes(listId))) return true
  await staff(`/price-lists/${listId}`, { starts_at: new Date().toISOString() })
  return false
}

describe('Redis restarted while the shop runs', () => {
  it('ends sessions at most; carts, orders, their mails and the scheduled jobs go on without restarting Medusa', async () => {
    const before = await balancerCounts()
    const customer = await registerCustomer('redis-restart')
    const earlier = await placeOrder(customer)
    await waitForMail(customer.email, { timeoutMs: PATIENCE_MS })
    const guest = uniqueEmail('redis-guest')

    await restartRedis()
    const restarted = Date.now()

    // a whole checkout through the shop works again by itself
    await expect
      .poll(
        async () => {
          try {
            return await placeOrder(null, { email: guest })
          } catch (error) {
            return String(error)
          }
        },
        { timeout: RECOVERY_MS, interval: 500 },
      )
      .toMatchObject({ id: expect.stringMatching(/^order_/) })
    console.log(`Redis restart: a checkout worked again ${Date.now() - restarted} ms after Redis was back`)

    // its confirmation went through the event bus to the worker-mode instance, which mailed it
    await waitForMail(guest, { timeoutMs: PATIENCE_MS })
    // the order placed before is all there
    const { order } = await staff<{ order: { id: string; email: string; items: unknown[] } }>(`/orders/${earlier.id}?fields=id,email,*items`)
    expect([order.email, order.items.length]).toEqual([customer.email, 1])
    // the session may have ended; it never makes a 500, and signing in again works
    const me = await call('/store/customers/me', { cookie: customer.cookie })
    expect([200, 401]).toContain(me.status)
    const cookie = await login(customer.email, customer.password)
    expect((await call('/store/customers/me', { cookie })).status).toBe(200)

    // the scheduled jobs run again: a sale's start passes, and the worker-mode instance's job purges for it
    const { price_list: sale } = await staff<{ price_list: { id: string } }>('/price-lists', {
      title: `Redis restart ${Date.now()}`,
      description: 'no prices: changes nothing the shop shows',
      type: 'sale',
      status: 'active',
    })
    try {
      await expect.poll(() => boundarySeen(sale.id), { timeout: PATIENCE_MS, interval: 3000 }).toBe(true)
      console.log(`Redis restart: a scheduled job ran again ${Date.now() - restarted} ms after Redis was back`)
    } finally {
      await staff(`/price-lists/${sale.id}`, undefined, 'DELETE')
    }
    await expectEveryServerServed(before)
  }, 240_000)
})
