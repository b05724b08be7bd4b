import { describe, expect, it } from 'vitest'
import { uniqueEmail } from './checkout-steps'
import { balancerCounts, expectEveryServerServed } from './cluster'
import { restartRedis } from './cluster-faults'
import { call, login, placeOrder, registerCustomer } from './customer-fixture'
import { waitForMail } from './mail-inbox'
import { staff } from './order-steps'
import { PATIENCE_MS } from './patience'

/**
 * Redis restarted under production's topology (project `cluster`): it comes back empty, as a managed Redis without
 * persistence does. Sessions may end (they lived there); nothing else is lost — orders and carts live in PostgreSQL
 * — and the Medusa instances recover by themselves: carts, checkouts (Redis workflows and locks) and the events
 * behind the order mails (Redis event bus, the worker-mode instance) work again without a restart.
 */

const RECOVERY_MS = 30_000

describe('Redis restarted while the shop runs', () => {
  it('ends sessions at most; carts, orders and their mails go on without restarting Medusa', async () => {
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
    await expectEveryServerServed(before)
  }, 240_000)
})
