// @vitest-environment jsdom
import type { AdminOrder } from '@medusajs/types'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ActionDialog } from '../../engine/screens/action-dialog'
import { cleanup, press, renderAdmin, waitFor } from '../../test/render-admin'
import { orderDetailActions } from './order-actions'
import { orders } from './orders'

const cancelled: string[] = []

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin)
    cancelled.push(url.pathname)
    return new Response(JSON.stringify({ order: { id: 'order_1' } }), { status: 200, headers: { 'content-type': 'application/json' } })
  })
})
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const cancel = orderDetailActions.find((action) => action.id === 'cancel')!
const paid = {
  id: 'order_1',
  display_id: 61,
  status: 'pending',
  currency_code: 'eur',
  payment_collections: [
    {
      status: 'completed',
      payments: [{ id: 'pay_1', amount: 1890, provider_id: 'pp_stripe_stripe', captured_at: '2026-11-20', canceled_at: null, refunds: [] }],
    },
  ],
} as unknown as AdminOrder
const text = () => (document.querySelector('[role="alertdialog"]')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ')

describe('cancel an order', () => {
  it('names the refund of a paid order, its amount and method, before it cancels (German)', async () => {
    await renderAdmin(<ActionDialog resource={orders} action={cancel} rows={[paid]} onClose={() => undefined} />, '/', 'de')
    await waitFor(() => text() !== '', 'the question')
    expect(text()).toContain('Bezahlte Bestellung stornieren?')
    expect(text()).toContain('1.890,00 € per Kreditkarte (über Stripe) (Bestellung #61)')
    expect(cancelled).toEqual([])
    await press('Stornieren und erstatten')
    await waitFor(() => cancelled.length === 1, 'the cancellation sent')
    expect(cancelled[0]).toBe('/admin/api/admin/orders/order_1/cancel')
  })

  it('names money booked by hand as a transfer in English, and asks only the usual question for an unpaid order', async () => {
    const booked = {
      ...paid,
      payment_collections: [
        { status: 'completed', payments: [{ id: 'pay_2', amount: 1890, provider_id: 'pp_system_default', captured_at: '2026-11-20', refunds: [] }] },
      ],
    } as unknown as AdminOrder
    const asked = await renderAdmin(<ActionDialog resource={orders} action={cancel} rows={[booked]} onClose={() => undefined} />)
    await waitFor(() => text() !== '', 'the question')
    expect(text()).toContain('€1,890.00 by Bank transfer, booked by hand (order #61)')
    expect(text()).not.toContain('pp_system_default')
    await asked.unmount()

    const unpaid = { ...paid, payment_collections: [{ status: 'authorized', payments: [{ id: 'pay_3', amount: 1890, provider_id: 'pp_stripe_stripe' }] }] }
    await renderAdmin(<ActionDialog resource={orders} action={cancel} rows={[unpaid as unknown as AdminOrder]} onClose={() => undefined} />)
    await waitFor(() => text() !== '', 'the question')
    expect(text()).toContain('Cancel the order?')
    expect(text()).not.toContain('refund')
  })
})
