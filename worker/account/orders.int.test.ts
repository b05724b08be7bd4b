import { beforeAll, describe, expect, it } from 'vitest'
import { placeOrder, registerCustomer, type Session } from '../../e2e/customer-fixture'
import type { AccountOrdersResponse } from '../../routes/api-types'
import { WORKER_URL } from '../test/int'

// GET /api/account/orders through the worker, with sessions and orders made in the real Medusa.

const get = (path: string, cookie?: string) =>
  fetch(`${WORKER_URL}${path}`, { headers: cookie ? { cookie, accept: 'application/json' } : { accept: 'application/json' } })

describe('/api/account/orders', () => {
  let erika: Session
  let order: { id: string; display_id: number }
  beforeAll(async () => {
    erika = await registerCustomer('orders-api', { first_name: 'Erika', last_name: 'Bestellt' })
    order = await placeOrder(erika)
  })

  it('answers the signed-in customer and their orders, newest first, never to be cached', async () => {
    const response = await get('/api/account/orders', erika.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as AccountOrdersResponse
    expect(body.customer).toMatchObject({ id: erika.customerId, email: erika.email, first_name: 'Erika', addresses: [] })
    expect(body.count).toBe(1)
    expect(body.orders.map((listed) => listed.id)).toEqual([order.id])
    expect(body.orders[0]).toMatchObject({ display_id: order.display_id, currency_code: 'eur', payment_status: expect.any(String) })
    expect(body.orders[0]!.items?.length).toBe(1)
  })

  it("another customer's session sees only its own (no) orders; a page past the last is empty", async () => {
    const other = await registerCustomer('orders-api-other')
    const mine = (await (await get('/api/account/orders', other.cookie)).json()) as AccountOrdersResponse
    expect(mine).toMatchObject({ customer: { id: other.customerId }, orders: [], count: 0 })
    const past = (await (await get('/api/account/orders?page=2', erika.cookie)).json()) as AccountOrdersResponse
    expect(past).toMatchObject({ orders: [], count: 1 })
  })

  it('is 401 { message } without a session or with one Medusa does not know, and 400 for a page that is not one', async () => {
    for (const cookie of [undefined, 'cart_id=cart_x', 'connect.sid=s%3Aunknown.signature']) {
      const response = await get('/api/account/orders', cookie)
      expect(response.status).toBe(401)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(await response.json()).toEqual({ message: 'Not signed in' })
    }
    for (const page of ['0', 'abc', '10001', '-1']) {
      const response = await get(`/api/account/orders?page=${page}`, erika.cookie)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { message: string }).message).toMatch(/^page must be/)
    }
  })

  it('the orders page comes with them in its HTML, private and noindex', async () => {
    const response = await get('/de/account/orders', `${erika.cookie}; signed_in=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('data-testid="order-rows"')
    expect(html).toContain(`data-order-id="${order.id}"`)
    expect(html).toContain(erika.email)
    expect(html).toMatch(/<meta name="robots" content="noindex/)
  })

  it('the overview comes with the name and the newest orders, whatever page its URL names', async () => {
    const response = await get('/de/account?page=7', `${erika.cookie}; signed_in=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toMatch(/data-testid="account-name">[^<]*Erika Bestellt/)
    expect(html).toContain(`data-order-id="${order.id}"`)
  })
})
