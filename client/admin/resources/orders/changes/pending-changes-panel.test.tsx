// @vitest-environment jsdom
import type { AdminOrder } from '@medusajs/types'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { defineResource } from '../../../engine/resource'
import { cleanup, renderAdmin, waitFor } from '../../../test/render-admin'
import { PendingChangesPanel } from './pending-changes-panel'

const orders = defineResource<AdminOrder>({
  name: 'orders',
  path: '/admin/orders',
  listKey: 'orders',
  itemKey: 'order',
  route: '/orders',
  title: (order) => `#${order.display_id}`,
  list: { columns: [{ id: 'display_id', label: 'fields.title' }] },
})
const order = { id: 'order_1', display_id: 28, currency_code: 'eur', status: 'completed' } as AdminOrder

// Medusa's answer of GET /admin/orders/{id}/changes: a return left half-way, a claim being made, and what is done or not ours
let changes: object[] = []
const CHANGES = [
  { id: 'ordch_ret', change_type: 'return_request', status: 'pending', created_at: '2026-12-01T09:30:00Z', return_id: 'ret_1' },
  { id: 'ordch_claim', change_type: 'claim', status: 'pending', created_at: '2026-12-01T10:00:00Z', claim_id: 'claim_1' },
  { id: 'ordch_done', change_type: 'return_request', status: 'confirmed', created_at: '2026-11-20T10:00:00Z', return_id: 'ret_0' },
  { id: 'ordch_transfer', change_type: 'transfer', status: 'requested', created_at: '2026-11-21T10:00:00Z' },
]
const sent: string[] = []

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.origin), init)
    const path = new URL(request.url).pathname.replace(/^\/admin\/api/, '')
    sent.push(`${request.method} ${path}`)
    const body =
      path === '/admin/orders/order_1/changes'
        ? { order_changes: changes }
        : path === '/admin/claims/claim_1'
          ? { claim: { id: 'claim_1', type: 'refund' } }
          : path === '/admin/returns/ret_1/request' && request.method === 'DELETE'
            ? { id: 'ret_1', object: 'return', deleted: true }
            : null
    return new Response(JSON.stringify(body ?? { message: 'not found' }), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } })
  })
})
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const panel = () => document.querySelector<HTMLElement>('[data-testid="pending-changes"]')
const press = async (root: Element, text: string) =>
  act(async () => [...root.querySelectorAll('button')].find((button) => button.textContent === text)!.click())

describe("the order's changes left open", () => {
  it('lists each return, claim, exchange or edit begun and not finished, with resume and discard', async () => {
    changes = CHANGES
    await renderAdmin(<PendingChangesPanel order={order} resource={orders} />)
    await waitFor(() => !!panel(), 'the open changes')
    const rows = [...panel()!.querySelectorAll('[data-pending-change]')]
    expect(rows.map((row) => row.getAttribute('data-pending-change'))).toEqual(['return_request', 'claim'])
    expect(rows[0].textContent).toMatch(/^Return · begun /)
    expect([...rows[0].querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Resume', 'Discard'])
  })

  it('discards a return left half-way after asking, by dropping its request', async () => {
    changes = CHANGES
    sent.length = 0
    await renderAdmin(<PendingChangesPanel order={order} resource={orders} />, '/', 'de')
    await waitFor(() => !!panel(), 'the open changes')
    await press(panel()!.querySelector('[data-pending-change="return_request"]')!, 'Verwerfen')
    await waitFor(() => !!document.querySelector('[role="alertdialog"]'), 'the confirmation')
    expect(document.querySelector('[role="alertdialog"]')!.textContent).toContain('Änderung verwerfen?')
    await press(document.querySelector('[role="alertdialog"]')!, 'Verwerfen')
    await waitFor(() => sent.includes('DELETE /admin/returns/ret_1/request'), 'the drop')
  })

  it('shows nothing while no change is open', async () => {
    changes = CHANGES.slice(2)
    sent.length = 0
    await renderAdmin(<PendingChangesPanel order={order} resource={orders} />)
    await waitFor(() => sent.includes('GET /admin/orders/order_1/changes'), 'the changes')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(panel()).toBeNull()
  })
})
