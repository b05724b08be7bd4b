import type { HttpTypes } from '@medusajs/types'
import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { orderSnapshot } from '../client/admin/resources/orders/calls/test/order-snapshot'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { placeOrder } from './customer-fixture'
import { tapDetailAction } from './detail-action'
import { waitForMail } from './mail-inbox'
import { pdfText } from './pdf-text'
import { shopLocation } from './shop-location'
import { expectNoSidewaysOverflow } from './sideways-overflow'

const ORDER_FIELDS =
  'id,display_id,version,status,payment_status,fulfillment_status,total,subtotal,item_total,shipping_total,tax_total,*summary,*items,*items.detail,*shipping_methods,*payment_collections,*payment_collections.payments,*payment_collections.payments.refunds'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

/** A bank-transfer order of two pieces, paid, fulfilled from the shop's location, shipped and delivered, all through Medusa. */
async function deliveredOrder(api: AdminApi, locale: 'de' | 'en') {
  const placed = await placeOrder(null, { quantity: 2, locale, email: `e2e-return-${Date.now().toString(36)}@example.com` })
  let { order } = await api.admin.order.retrieve(placed.id, { fields: ORDER_FIELDS })
  for (const payment of order.payment_collections!.flatMap((collection) => collection.payments ?? [])) await api.admin.payment.capture(payment.id, {})
  const location = await shopLocation(api)
  const items = order.items!.map((item) => ({ id: item.id, quantity: item.quantity }))
  ;({ order } = await api.admin.order.createFulfillment(placed.id, { location_id: location.id, items }, { fields: 'id,*fulfillments' }))
  const fulfillment = order.fulfillments!.at(-1)!
  await api.admin.order.createShipment(placed.id, fulfillment.id, {
    items,
    labels: [{ tracking_number: 'JJD000390007999', tracking_url: '#', label_url: '#' }],
  })
  await api.admin.order.markAsDelivered(placed.id, fulfillment.id)
  return (await api.admin.order.retrieve(placed.id, { fields: ORDER_FIELDS })).order
}

const readOrder = async (api: AdminApi, id: string) => (await api.admin.order.retrieve(id, { fields: ORDER_FIELDS })).order
const returnsOf = async (api: AdminApi, orderId: string) =>
  (await api.client.fetch<{ returns: HttpTypes.AdminReturn[] }>('/admin/returns', { query: { order_id: orderId, fields: 'id,status,*items', limit: 20 } }))
    .returns

const drawer = (page: Page, name: string) => page.getByRole('dialog', { name })
const line = (dialog: Locator, index: number) => dialog.locator(`[data-line="${index}"]`)

describe('returns in the back office', () => {
  it('German desktop: a return of both pieces requested with reasons, one received and one damaged, refunded with its credit note', {
    timeout: 180_000,
  }, async () => {
    const api = await adminApi()
    const order = await deliveredOrder(api, 'de')
    const unit = Number(order.items![0].unit_price)
    browser = await openBrowser()
    const { page } = browser
    await openSignedIn(page, `/admin/de/orders/${order.id}`)

    await page.getByRole('button', { name: 'Rücksendung anlegen' }).click()
    let flow = drawer(page, 'Rücksendung anlegen')
    await line(flow, 0).getByLabel('Anzahl').fill('2')
    await line(flow, 0).getByLabel('Rückgabegrund').selectOption({ label: 'Größe passt nicht' })
    await line(flow, 0).getByLabel('Notiz').fill('Ring zu klein, Kundin schreibt am 3. Tag')
    await flow.getByLabel('Rückversand', { exact: true }).selectOption({ index: 1 })
    await flow.getByLabel('Rückversandkosten für den Kunden').fill('5')
    await flow.getByRole('button', { name: 'Weiter: Beträge prüfen' }).click()
    const amounts = flow.locator('[data-flow-amounts]')
    await poll(() => amounts.innerText()).toContain('Erstattung an den Kunden')
    const euro = (value: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value)
    expect(await amounts.innerText()).toContain(euro(2 * unit - 5))
    await flow.getByRole('button', { name: 'Bestätigen' }).click()
    await poll(() => flow.getByRole('status').innerText()).toBe('Die Rücksendung wurde angelegt.')
    await flow.getByRole('button', { name: 'Fertig' }).click()

    const returns = page.getByTestId('after-sales-returns')
    await poll(() => returns.getByTestId('return-state').first().innerText()).toBe('Angefordert')
    await returns.getByRole('button', { name: 'Rücksendung empfangen' }).click()
    flow = drawer(page, 'Rücksendung empfangen')
    await line(flow, 0).getByLabel('Erhalten (einwandfrei)').fill('1')
    await line(flow, 0).getByLabel('Beschädigt (nicht zurück ins Lager)').fill('1')
    await line(flow, 0).getByLabel('Notiz').fill('Stein ausgebrochen')
    await flow.getByRole('button', { name: 'Weiter: Beträge prüfen' }).click()
    await poll(() => flow.locator('[data-flow-amounts]').innerText()).toContain(euro(2 * unit - 5))
    await flow.getByRole('button', { name: 'Bestätigen' }).click()
    await poll(() => flow.getByRole('status').innerText()).toBe('Der Empfang der Rücksendung wurde gebucht.')
    await flow.getByRole('button', { name: 'Fertig' }).click()

    await poll(() => returns.getByTestId('return-state').first().innerText()).toBe('Erhalten')
    expect(await returns.locator('[data-return]').first().innerText()).toContain('× 2 (1 erhalten, 1 beschädigt)')
    await poll(() => returns.getByTestId('refund-open').innerText()).toContain(euro(2 * unit - 5))
    await returns.getByRole('button', { name: 'Erstatten' }).click()
    const refund = page.getByRole('dialog', { name: 'Erstatten' })
    expect(await refund.getByTestId('refund-due').innerText()).toContain(euro(2 * unit - 5))
    await refund.getByLabel('Erstattungsgrund').selectOption({ label: 'Rücksendung' })
    await refund.getByRole('button', { name: 'Erstatten', exact: true }).click()
    await poll(() => returns.getByTestId('refund-open').count()).toBe(0)

    // Medusa: the return received (one piece back in stock, one damaged), the refund booked, nothing owed
    const [done] = await returnsOf(api, order.id)
    expect(done.status).toBe('received')
    // Medusa counts a damaged piece as arrived too: both came back, one of them damaged
    expect(done.items!.map((item) => [Number(item.received_quantity), Number(item.damaged_quantity)])).toEqual([[2, 1]])
    const after = await readOrder(api, order.id)
    const refunds = after.payment_collections!.flatMap((collection) => collection.payments ?? []).flatMap((payment) => payment.refunds ?? [])
    expect(refunds.map((entry) => Number(entry.amount))).toEqual([2 * unit - 5])
    expect(Number(after.summary!.pending_difference)).toBeCloseTo(0)
    expect(after.items![0].detail).toMatchObject({ return_received_quantity: 1, return_dismissed_quantity: 1 })

    // the back end issues the credit note on the refund; the documents section lists it
    await poll(async () => (await api.client.fetch<{ credit_notes: unknown[] }>(`/admin/orders/${order.id}/documents`)).credit_notes.length).toBe(1)
    await page.reload()
    await poll(() => page.getByTestId('order-documents').getByRole('list', { name: 'Rechnungskorrekturen' }).innerText()).toContain(euro(2 * unit - 5))
    // the credit note the customer gets names the returned piece and how many came back (one received, one damaged)
    const { order: customer } = await api.admin.order.retrieve(order.id, { fields: 'id,email' })
    const refunded = await waitForMail(customer.email!, { subject: /Erstattung/ })
    const note = await pdfText(refunded.attachments.find((attachment) => attachment.contentType === 'application/pdf')!.content)
    expect(note).toMatch(/E2E Testartikel \(Einheit\)\s+2\s/)
    expect(note).not.toContain('Erstattung zu Rechnung')
    // the timeline shows the return's steps
    await poll(() => page.getByTestId('timeline').innerText()).toContain('Änderung bestätigt (Wareneingang der Rücksendung)')
    expect(await page.getByTestId('timeline').innerText()).toContain('Änderung bestätigt (Rücksendungsanfrage)')
  })

  it('English on a phone: a return begun and cancelled, then one closed half-way, leave the order exactly as it was', async () => {
    const api = await adminApi()
    const order = await deliveredOrder(api, 'en')
    const before = orderSnapshot(order)
    browser = await openBrowser(PHONE)
    const { page } = browser
    await openSignedIn(page, `/admin/en/orders/${order.id}`)

    await tapDetailAction(page, 'Create return')
    let flow = drawer(page, 'Create return')
    await line(flow, 0).getByLabel('Quantity').fill('1')
    await line(flow, 0).getByLabel('Return reason').selectOption({ label: 'Wrong size' })
    await expectNoSidewaysOverflow(page)
    await flow.getByRole('button', { name: 'Cancel', exact: true }).tap()
    await poll(() => flow.count()).toBe(0)
    await poll(async () => (await returnsOf(api, order.id)).filter((entry) => entry.status !== 'canceled').length).toBe(0)
    expect(orderSnapshot(await readOrder(api, order.id))).toEqual(before)

    // half-way: requested, the money shown, then the drawer closed
    await tapDetailAction(page, 'Create return')
    flow = drawer(page, 'Create return')
    await line(flow, 0).getByLabel('Quantity').fill('2')
    await flow.getByRole('button', { name: 'Next: check the amounts' }).tap()
    await poll(() => flow.locator('[data-flow-amounts]').innerText()).toContain('Refund due to the customer')
    await expectNoSidewaysOverflow(page)
    await flow.getByRole('button', { name: 'Close', exact: true }).tap()
    await poll(async () => (await returnsOf(api, order.id)).filter((entry) => entry.status !== 'canceled').length).toBe(0)
    await poll(async () => orderSnapshot(await readOrder(api, order.id))).toEqual(before)
    const { order_changes } = await api.client.fetch<{ order_changes: { status: string }[] }>(`/admin/orders/${order.id}/changes`, {
      query: { fields: 'id,status' },
    })
    expect(order_changes.filter((change) => ['pending', 'requested'].includes(change.status))).toEqual([])
  })

  it('German on a phone: a return left half-way (its tab closed) is listed as open, blocks a new return in words, and is discarded from the order page', async () => {
    const api = await adminApi()
    const order = await deliveredOrder(api, 'de')
    const before = orderSnapshot(order)
    // what a closed tab leaves behind: a return begun with a piece in it, neither requested nor dropped
    const location = await shopLocation(api)
    const begun = await api.client.fetch<{ return: { id: string } }>('/admin/returns', {
      method: 'POST',
      body: { order_id: order.id, location_id: location.id },
    })
    await api.client.fetch(`/admin/returns/${begun.return.id}/request-items`, { method: 'POST', body: { items: [{ id: order.items![0].id, quantity: 1 }] } })
    browser = await openBrowser(PHONE)
    const { page } = browser
    await openSignedIn(page, `/admin/de/orders/${order.id}`)

    const open = page.getByTestId('pending-changes')
    await poll(() => open.innerText()).toContain('Rücksendung · begonnen')
    await expectNoSidewaysOverflow(page)
    // a new return is refused in the staff's words, without claiming that anything was cancelled
    await tapDetailAction(page, 'Rücksendung anlegen')
    const flow = drawer(page, 'Rücksendung anlegen')
    await poll(() => flow.getByRole('alert').innerText()).toContain('Für diese Bestellung ist bereits eine Änderung offen')
    expect(await flow.getByRole('alert').innerText()).not.toMatch(/Error|Fehler 400|active order change/)
    expect(await flow.getByRole('status').count()).toBe(0)
    await flow.getByRole('button', { name: 'Fertig' }).tap()
    await poll(() => flow.count()).toBe(0)

    await open.getByRole('button', { name: 'Verwerfen' }).tap()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwerfen' }).tap()
    await poll(() => open.count()).toBe(0)
    const pending = async () =>
      (
        await api.client.fetch<{ order_changes: { status: string }[] }>(`/admin/orders/${order.id}/changes`, { query: { fields: 'id,status' } })
      ).order_changes.filter((change) => ['pending', 'requested'].includes(change.status))
    expect(await pending()).toEqual([])
    expect((await returnsOf(api, order.id)).filter((entry) => entry.status !== 'canceled')).toEqual([])
    expect(orderSnapshot(await readOrder(api, order.id))).toEqual(before)

    // the order takes a return again
    await tapDetailAction(page, 'Rücksendung anlegen')
    await poll(() => flow.locator('[data-flow-step]').getAttribute('data-flow-step')).toBe('choosing')
    await flow.getByRole('button', { name: 'Abbrechen', exact: true }).tap()
    await poll(() => flow.count()).toBe(0)
    await poll(pending).toEqual([])
  })
})
