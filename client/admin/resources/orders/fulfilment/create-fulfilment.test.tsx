// @vitest-environment jsdom
import type { AdminOrder } from '@medusajs/types'
import { act } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ActionDialog } from '../../../engine/screens/action-dialog'
import { cleanup, press, renderAdmin, type, waitFor } from '../../../test/render-admin'
import { orders } from '../orders'
import { createFulfilment } from './create-fulfilment'

const posted: { path: string; body: unknown }[] = []

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.origin)
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    if (url.pathname.endsWith('/admin/stock-locations')) return json({ stock_locations: [{ id: 'sloc_shop', name: 'Ladengeschäft' }] })
    if (url.pathname.endsWith('/admin/shipping-options'))
      return json({
        shipping_options: [
          { id: 'so_insured', name: 'Versicherter Versand', metadata: { name_en: 'Insured shipping' }, service_zone: { name: 'Deutschland' }, rules: [] },
          { id: 'so_return', name: 'Rücksendung', rules: [{ attribute: 'is_return', value: 'true' }] },
        ],
      })
    posted.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? 'null')) })
    return json({ order: { id: 'order_1', items: [], fulfillments: [] } })
  })
})
afterAll(() => vi.unstubAllGlobals())
afterEach(cleanup)

const order = {
  id: 'order_1',
  display_id: 28,
  status: 'pending',
  shipping_methods: [{ shipping_option_id: 'so_insured' }],
  items: [
    { id: 'item_ring', product_title: 'Ring Aurelia', title: 'Ring', quantity: 2 },
    { id: 'item_chain', product_title: 'Kette Luna', title: 'Kette', quantity: 1 },
  ],
  fulfillments: [{ id: 'ful_1', canceled_at: null, items: [{ line_item_id: 'item_ring', quantity: 1 }] }],
} as unknown as AdminOrder

// the DOM typings of this project reject HTMLSelectElement as a query's element type; its value is all the test reads
const selected = (label: string) => (document.querySelector(`select[aria-label="${label}"]`) as unknown as { value: string } | null)?.value
const quantity = (line: number) => document.querySelector<HTMLInputElement>(`[data-line="${line}"] input[inputmode=numeric]`)!
const submit = () => act(async () => document.querySelector('form')!.requestSubmit())

describe('fulfil items', () => {
  it("offers the unpacked pieces at the shop's location, refuses more than is open, and packs what staff chose", async () => {
    await renderAdmin(<ActionDialog resource={orders} action={createFulfilment} rows={[order]} onClose={() => undefined} />)
    await waitFor(() => selected('Stock location') === 'sloc_shop', 'the stock location chosen')
    expect(selected('Shipping option')).toBe('so_insured')
    expect([...document.querySelectorAll('select[aria-label="Shipping option"] option')].map((option) => option.textContent)).toEqual([
      '—',
      'Insured shipping · Deutschland',
    ])
    expect([...document.querySelectorAll('[data-line] p')].map((line) => line.textContent)).toEqual(['Ring Aurelia (1/2)', 'Kette Luna (1/1)'])
    expect([quantity(0).value, quantity(1).value]).toEqual(['1', '1'])

    await type(quantity(0), '2')
    await submit()
    await waitFor(() => !!document.querySelector('[data-line="0"] [role=alert]'), 'the limit at the line')
    expect(posted).toEqual([])

    await type(quantity(0), '0')
    await submit()
    await waitFor(() => posted.length === 1, 'the fulfilment sent')
    expect(posted[0]).toEqual({
      path: '/admin/api/admin/orders/order_1/fulfillments',
      body: { location_id: 'sloc_shop', shipping_option_id: 'so_insured', items: [{ id: 'item_chain', quantity: 1 }] },
    })
  })
})

const TRANSFER = 'pp_bank-transfer_bank-transfer'
const unpaid = {
  ...order,
  display_id: 85,
  currency_code: 'eur',
  summary: { pending_difference: 5280 },
  payment_collections: [{ status: 'authorized', payments: [{ id: 'pay_1', amount: 5280, provider_id: TRANSFER, captured_at: null, canceled_at: null }] }],
} as unknown as AdminOrder
const alert = () => document.querySelector('[role="alertdialog"]')?.textContent ?? ''

describe('fulfil an unpaid prepayment order', () => {
  it('asks first, naming the open amount, and shows the form only once staff go on (German)', async () => {
    await renderAdmin(<ActionDialog resource={orders} action={createFulfilment} rows={[unpaid]} onClose={() => undefined} />, '/', 'de')
    await waitFor(() => alert() !== '', 'the question')
    expect(alert().replace(/\u00a0/g, ' ')).toContain('Bestellung #85 wird per Vorkasse bezahlt, und 5.280,00 € sind noch offen.')
    expect(document.querySelector('form')).toBeNull()
    await press('Trotzdem bereitstellen')
    await waitFor(() => !!document.querySelector('form [data-line]'), 'the form after the answer')
  })

  it('names the amount in English, and a paid order or a card payment goes straight to the form', async () => {
    const asked = await renderAdmin(<ActionDialog resource={orders} action={createFulfilment} rows={[unpaid]} onClose={() => undefined} />)
    await waitFor(() => alert() !== '', 'the question')
    expect(alert()).toContain('Not paid yet – ship anyway?')
    expect(alert()).toContain('€5,280.00 is still open')
    await asked.unmount()

    const card = {
      ...unpaid,
      payment_collections: [{ status: 'authorized', payments: [{ id: 'pay_2', amount: 5280, provider_id: 'pp_stripe_stripe', captured_at: null }] }],
    } as unknown as AdminOrder
    await renderAdmin(<ActionDialog resource={orders} action={createFulfilment} rows={[card]} onClose={() => undefined} />)
    await waitFor(() => !!document.querySelector('form [data-line]'), 'the form at once')
    expect(alert()).toBe('')
  })
})
