// @vitest-environment jsdom
import type { AdminOrder, AdminPayment } from '@medusajs/types'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ActionDialog } from '../../../engine/screens/action-dialog'
import { cleanup, renderAdmin, type, waitFor } from '../../../test/render-admin'
import { orders } from '../orders'
import { refundAction } from './refund-payment'

const posted: { path: string; body: unknown }[] = []

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin)
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    if (url.pathname.endsWith('/admin/refund-reasons'))
      return json({
        refund_reasons: [
          { id: 'refr_goodwill', label: 'Kulanz', code: 'goodwill', metadata: { label_en: 'Goodwill' } },
          { id: 'refr_pricing', label: 'Pricing Error', code: 'pricing_error', metadata: null },
        ],
      })
    posted.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? 'null')) })
    return json({ payment: { id: 'pay_1' } })
  })
})
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const order = { id: 'order_1', display_id: 28, currency_code: 'eur' } as AdminOrder
const payment = {
  id: 'pay_1',
  amount: 45,
  captured_at: '2026-11-20T10:00:00Z',
  canceled_at: null,
  refunds: [{ id: 'ref_1', amount: 10 }],
} as unknown as AdminPayment

const amount = () => document.querySelector<HTMLInputElement>('[data-field="amount"] input[inputmode=decimal]')!
const preview = () => document.querySelector('[data-testid="refund-preview"]')!.textContent
const submit = () => act(async () => document.querySelector('form')!.requestSubmit())

describe('refund a payment', () => {
  it('offers what is left to refund, states the sum as staff type, refuses more, and sends amount, reason and note', async () => {
    await renderAdmin(<ActionDialog resource={orders} action={refundAction(payment, 'eur')} rows={[order]} onClose={() => undefined} />)
    await waitFor(() => document.querySelectorAll('select[aria-label="Refund reason"] option').length === 3, 'the refund reasons')
    expect([...document.querySelectorAll('select[aria-label="Refund reason"] option')].map((option) => option.textContent)).toEqual([
      '—',
      'Goodwill',
      'Pricing Error',
    ])
    expect(amount().value).toBe('35.00')
    expect(preview()).toBe('€35.00 will be refunded (at most €35.00).')

    await type(amount(), '36')
    await submit()
    await waitFor(() => !!document.querySelector('[data-field="amount"] [role=alert]'), 'the limit')
    expect(posted).toEqual([])

    await type(amount(), '7.5')
    expect(preview()).toBe('€7.50 will be refunded (at most €35.00).')
    // the DOM typings of this project reject HTMLSelectElement as a query's element type
    const reason = document.querySelector('select[aria-label="Refund reason"]') as unknown as HTMLInputElement
    await act(async () => {
      reason.value = 'refr_goodwill'
      reason.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await act(async () => {
      const note = document.querySelector<HTMLTextAreaElement>('[data-field="note"] textarea')!
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(note, 'Kratzer am Etui')
      note.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await submit()
    await waitFor(() => posted.length === 1, 'the refund sent')
    expect(posted[0]).toEqual({
      path: '/admin/api/admin/payments/pay_1/refund',
      body: { amount: 7.5, refund_reason_id: 'refr_goodwill', note: 'Kratzer am Etui' },
    })
  })
})
