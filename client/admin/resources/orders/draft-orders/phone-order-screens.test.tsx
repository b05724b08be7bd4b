// @vitest-environment jsdom
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { answerFromRecording, RECORDED as answers } from '../../../test/recorded-fetch'
import { cleanup, renderAdmin, waitFor } from '../../../test/render-admin'

/**
 * The phone order's screens in English against Medusa's recorded answers: the draft's page with its actions, the
 * edit of its shipping and codes, and the order a converted draft becomes, whose transfer is booked as a web order's.
 */
const DRAFT = '/admin/draft-orders/order_01M8H7TARJB8MJSH2T3NXD3GDB'
const ORDER = '/admin/orders/order_01M8H7TDF5EVG20K6FRRG26AHV'
const draft = answers[DRAFT].draft_order as { id: string; display_id: number; total: number }
const recordedOrder = answers[ORDER].order as { id: string; display_id: number; total: number; payment_collections: Record<string, unknown>[] }
// a draft converted after an edit: no payment of the customer's, a request the edit left at an older total
const converted = {
  ...recordedOrder,
  currency_code: 'eur',
  summary: { pending_difference: 190 },
  payment_collections: [{ ...recordedOrder.payment_collections[0], id: 'paycol_old', status: 'not_paid', amount: 60, payments: [] }],
}

beforeAll(() =>
  answerFromRecording((path, init) => {
    if (path === ORDER) return { order: converted }
    // the draft's edit begun: Medusa answers its preview
    if (path === `${DRAFT}/edit` && init?.method === 'POST') return { draft_order_preview: { ...draft, summary: { current_order_total: draft.total } } }
    return undefined
  }),
)
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const { ResourceRoutes } = await import('../../../engine/screens/resource-routes')
const { draftOrders } = await import('./draft-orders')
const { orders } = await import('../orders')

const buttons = () => [...document.querySelectorAll('button')].map((button) => button.textContent?.trim())
const button = (name: string) => [...document.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name)!
const labels = () => [...document.querySelectorAll('[role="dialog"] label')].map((label) => label.textContent?.trim())

describe('a phone order in the English back office', () => {
  it("offers on the draft's page to change its shipping and codes, its customer and e-mail, and its addresses", async () => {
    await renderAdmin(<ResourceRoutes resource={draftOrders} />, `/${draft.id}`)
    await waitFor(() => buttons().includes('Change shipping and promotion codes'), "the draft's actions")
    expect(buttons()).toEqual(expect.arrayContaining(['Edit draft', 'Change customer and e-mail', 'Convert to order']))
    await waitFor(() => !!document.querySelector('[data-section="addresses"]')?.textContent?.includes('Billing address'), 'the addresses')

    await act(async () => button('Change shipping and promotion codes').click())
    await waitFor(() => !!document.querySelector('[data-flow-step="choosing"]'), 'the choice of shipping and codes')
    expect(labels()).toEqual(expect.arrayContaining(['Shipping', 'Shipping price', 'Promotion codes']))
  })

  it('books the transfer of a converted draft in one step, and withdraws the request left beside it', async () => {
    await renderAdmin(<ResourceRoutes resource={orders} />, `/${converted.id}`)
    await waitFor(() => buttons().includes('Record payment received'), "the order's actions")
    await waitFor(() => buttons().includes('Withdraw payment request'), 'the payment request beside the payments')
    expect(buttons()).not.toContain('Mark as paid')

    await act(async () => button('Record payment received').click())
    await waitFor(() => !!document.querySelector('[data-testid="booking-list"]'), 'the confirmation')
    // the request and what the order owes beyond it
    expect(document.querySelector('[data-testid="booking-list"]')!.textContent).toContain('€190.00')
  })
})
