// @vitest-environment jsdom
import type { AdminOrder } from '@medusajs/types'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineResource } from '../../../engine/resource'
import { cleanup, renderAdmin, waitFor } from '../../../test/render-admin'
import { OrderReturns } from './order-returns'

const orders = defineResource<AdminOrder>({
  name: 'orders',
  path: '/admin/orders',
  listKey: 'orders',
  itemKey: 'order',
  route: '/orders',
  title: (order) => `#${order.display_id}`,
  list: { columns: [{ id: 'display_id', label: 'fields.title' }] },
})
const order = { id: 'order_1', display_id: 28, currency_code: 'eur' } as AdminOrder
const ring = { product_title: 'Ring Aurelia' }

let owed = 0
const RETURNS = [
  {
    id: 'ret_2',
    display_id: 2,
    status: 'received',
    created_at: '2026-11-20T10:00:00Z',
    received_at: '2026-11-24T10:00:00Z',
    items: [{ id: 'ri_2', item_id: 'item_1', quantity: 2, received_quantity: 2, damaged_quantity: 1, item: ring }],
  },
  {
    id: 'ret_1',
    display_id: 1,
    status: 'requested',
    created_at: '2026-11-22T10:00:00Z',
    requested_at: '2026-11-22T10:00:00Z',
    items: [{ id: 'ri_1', item_id: 'item_1', quantity: 1, received_quantity: 0, damaged_quantity: 0, item: ring }],
  },
]

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.origin).pathname.replace(/^\/admin\/api/, '')
    const body =
      path === '/admin/returns'
        ? { returns: RETURNS }
        : path === '/admin/orders/order_1'
          ? { order: { ...order, summary: { pending_difference: -owed } } }
          : null
    return new Response(JSON.stringify(body ?? { message: 'not found' }), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } })
  })
})
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const returnRow = (id: string) => document.querySelector<HTMLElement>(`[data-return="${id}"]`)
const buttons = (root: Element) => [...root.querySelectorAll('button')].map((button) => button.textContent)

describe("the order's returns", () => {
  it('lists each return with its state and pieces; a requested one can be received or cancelled', async () => {
    owed = 0
    await renderAdmin(<OrderReturns order={order} resource={orders} />)
    await waitFor(() => !!returnRow('ret_1'), 'the returns')
    expect(returnRow('ret_2')!.textContent).toContain('Received')
    expect(returnRow('ret_2')!.textContent).toContain('Ring Aurelia × 2 (1 received, 1 damaged)')
    expect(buttons(returnRow('ret_2')!)).toEqual([])
    expect(returnRow('ret_1')!.textContent).toContain('Requested')
    expect(buttons(returnRow('ret_1')!)).toEqual(['Receive return', 'Cancel return'])
    expect(document.querySelector('[data-testid="refund-open"]')).toBeNull()
  })

  it('asks before cancelling a return', async () => {
    owed = 0
    await renderAdmin(<OrderReturns order={order} resource={orders} />)
    await waitFor(() => !!returnRow('ret_1'), 'the returns')
    await act(async () => [...returnRow('ret_1')!.querySelectorAll('button')].find((button) => button.textContent === 'Cancel return')!.click())
    await waitFor(() => !!document.querySelector('[role="alertdialog"]'), 'the confirmation')
    expect(document.querySelector('[role="alertdialog"]')!.textContent).toContain('Cancel the return?')
  })

  it('offers the refund of what a received return leaves owing, with the amount', async () => {
    owed = 15
    await renderAdmin(<OrderReturns order={order} resource={orders} />)
    await waitFor(() => !!document.querySelector('[data-testid="refund-open"]'), 'the refund due')
    const due = document.querySelector('[data-testid="refund-open"]')!
    expect(due.textContent).toContain('Refund due to the customer: €15.00')
    expect(buttons(due)).toEqual(['Refund'])
  })
})
