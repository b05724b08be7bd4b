// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { answerFromRecording, RECORDED } from '../../../test/recorded-fetch'
import { cleanup, renderAdmin, waitFor } from '../../../test/render-admin'

/**
 * The order page's payment link against Medusa's recorded answers: an order whose transfer arrived and that an edit
 * made dearer owes money; the shop's GET /admin/orders/:id/payment-link says what a link could be paid with (card,
 * PayPal) in its region (on the
 * test stack every region does, so no journey meets a region without).
 */
const ORDER = '/admin/orders/order_01M8H7TDF5EVG20K6FRRG26AHV'
const recordedOrder = RECORDED[ORDER].order as { id: string; payment_collections: { payments: Record<string, unknown>[] }[] }
const [collection] = recordedOrder.payment_collections
const owing = {
  ...recordedOrder,
  email: 'kundin@example.de',
  summary: { pending_difference: 95 },
  payment_collections: [
    {
      ...collection,
      status: 'completed',
      captured_amount: 190,
      payments: collection!.payments.map((payment) => ({ ...payment, captured_at: '2026-11-28T15:00:00.000Z', refunds: [] })),
    },
  ],
}

let methods: string[] = []
beforeAll(() =>
  answerFromRecording((path) => {
    if (path === ORDER) return { order: owing }
    if (path === `${ORDER}/payment-link`) return { methods }
    return undefined
  }),
)
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const { ResourceRoutes } = await import('../../../engine/screens/resource-routes')
const { orders } = await import('../orders')

const hint = () => document.querySelector('[data-testid="payment-link-unavailable"]')?.textContent
const buttons = () => [...document.querySelectorAll('button')].map((button) => button.textContent?.trim())

describe("an order that owes money, in a region without card payments or PayPal, on the order's page", () => {
  it.each([
    ['de', 'Kein Zahlungslink möglich: In der Region dieser Bestellung ist weder Kartenzahlung noch PayPal (Stripe) eingerichtet.', 'Zahlungslink senden'],
    ['en', "No payment link: neither card payments nor PayPal (Stripe) are set up in this order's region.", 'Send payment link'],
  ] as const)('in %s says why no payment link is offered, and offers one where the region takes PayPal alone', async (locale, why, send) => {
    methods = []
    const page = await renderAdmin(<ResourceRoutes resource={orders} />, `/${owing.id}`, locale)
    await waitFor(() => !!hint(), 'the payment link hint')
    expect(hint()).toContain(why)
    expect(buttons()).not.toContain(send)
    await page.unmount()

    methods = ['paypal']
    await renderAdmin(<ResourceRoutes resource={orders} />, `/${owing.id}`, locale)
    await waitFor(() => buttons().includes(send), 'the payment link offered')
    expect(hint()).toBeUndefined()
  })
})
