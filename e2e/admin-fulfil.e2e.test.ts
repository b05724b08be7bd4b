import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { parseAmount } from '../rules/typed-amount'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { placeOrder, registerCustomer, uniqueEmail } from './customer-fixture'
import { tapDetailAction } from './detail-action'
import { waitForMail } from './mail-inbox'
import { pdfText } from './pdf-text'
import { shopLocation } from './shop-location'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const ORDER_FIELDS =
  'id,display_id,total,customer_id,payment_status,fulfillment_status,*summary,*fulfillments,*fulfillments.labels,*payment_collections,*payment_collections.payments,*payment_collections.payments.refunds,*items'
const readOrder = async (api: AdminApi, id: string) => (await api.admin.order.retrieve(id, { fields: ORDER_FIELDS })).order
const paymentsOf = (order: Awaited<ReturnType<typeof readOrder>>) => (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])

/** The dialog an action opened, by its title. */
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

describe('an order from payment to delivery in the back office', () => {
  it('on a phone, in German: books the transfer, packs at the shop, ships with a tracking number and delivers; the customer is mailed each step', async () => {
    const email = uniqueEmail('e2e-fulfil')
    const placed = await placeOrder(null, { email, locale: 'de' })
    const api = await adminApi()
    const location = await shopLocation(api)
    browser = await openBrowser(PHONE)
    const { page } = browser
    await openSignedIn(page, `/admin/de/orders/${placed.id}`)
    await poll(() => page.getByTestId('bank-reference').innerText()).toBe(`AURELIA-${placed.display_id}`)

    await tapDetailAction(page, 'Zahlungseingang buchen')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Zahlungseingang buchen' }).tap()
    await poll(async () => (await readOrder(api, placed.id)).payment_status).toBe('captured')
    // the notice comes once the order page has read the order again: before that, it would still ask about an unpaid order
    await page
      .getByText(/Zahlungseingang gebucht/)
      .first()
      .waitFor()

    await tapDetailAction(page, 'Sendung bereitstellen')
    const pack = dialog(page, 'Sendung bereitstellen')
    await poll(() => pack.getByLabel('Lagerort').locator('option:checked').innerText()).toBe(location.name)
    // the open pieces are prefilled: one line, one piece
    await poll(() => pack.locator('[data-line]').count()).toBe(1)
    expect(await pack.locator('[data-line] input[inputmode=numeric]').inputValue()).toBe('1')
    await expectNoSidewaysOverflow(page, 'fulfil dialog')
    // left half-way, the dialog changes nothing
    await pack.getByRole('button', { name: 'Abbrechen' }).tap()
    await poll(() => pack.count()).toBe(0)
    expect(await readOrder(api, placed.id)).toMatchObject({ fulfillment_status: 'not_fulfilled', fulfillments: [] })
    await tapDetailAction(page, 'Sendung bereitstellen')
    await poll(() => pack.locator('[data-line]').count()).toBe(1)
    await pack.getByRole('button', { name: 'Sendung bereitstellen' }).tap()
    await poll(async () => (await readOrder(api, placed.id)).fulfillment_status).toBe('fulfilled')

    const steps = page.getByRole('group', { name: 'Nächste Schritte der Sendung 1' })
    await steps.getByRole('button', { name: 'Versenden' }).tap()
    const ship = dialog(page, 'Versenden')
    await ship.getByLabel('Sendungsnummern').fill('JJD000390009999')
    await ship.getByLabel('Sendungsnummern').press('Enter')
    await ship.getByRole('button', { name: 'Versenden' }).tap()
    await poll(async () => (await readOrder(api, placed.id)).fulfillment_status).toBe('shipped')
    await poll(() => page.getByTestId('fulfillment').innerText()).toContain('JJD000390009999')

    await steps.getByRole('button', { name: 'Als zugestellt markieren' }).tap()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Als zugestellt markieren' }).tap()
    await poll(async () => (await readOrder(api, placed.id)).fulfillment_status).toBe('delivered')
    await poll(() => page.getByTestId('fulfillment').innerText()).toContain('Zugestellt am')
    await expectNoSidewaysOverflow(page)

    const order = await readOrder(api, placed.id)
    const [fulfilment] = order.fulfillments!
    expect(fulfilment).toMatchObject({ location_id: location.id })
    expect(fulfilment.shipped_at && fulfilment.delivered_at).toBeTruthy()
    expect(
      (fulfilment as unknown as { labels: { tracking_number: string; tracking_url: string }[] }).labels.map((label) => [
        label.tracking_number,
        label.tracking_url,
      ]),
    ).toEqual([['JJD000390009999', 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD000390009999']])

    const number = String(placed.display_id)
    const paid = await waitForMail(email, { subject: `Zahlung erhalten – Bestellung Nr. ${number}` })
    expect(paid.text).toContain(number)
    const shipped = await waitForMail(email, { subject: `Ihre Bestellung Nr. ${number} ist unterwegs` })
    expect(shipped.text).toContain('JJD000390009999')
    expect(shipped.links.map((link) => link.href)).toContain('https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=JJD000390009999')
    const invoice = shipped.attachments.find((attachment) => attachment.contentType === 'application/pdf')
    expect(invoice, 'the invoice travels with the shipping notice').toBeTruthy()
    expect(await pdfText(invoice!.content)).toMatch(/Rechnung/)
    await waitForMail(email, { subject: `Ihre Bestellung Nr. ${number} wurde zugestellt` })
  })

  it('on a desktop, in English: refunds part of a paid, shipped order with a reason; Medusa records it, a credit note is issued and the customer mailed', async () => {
    const email = uniqueEmail('e2e-refund')
    const placed = await placeOrder(null, { email, locale: 'en', quantity: 2 })
    const api = await adminApi()
    // paid and shipped through Medusa: the invoice the credit note corrects is issued at shipment
    const [payment] = paymentsOf(await readOrder(api, placed.id))
    await api.admin.payment.capture(payment.id, {})
    const items = (await readOrder(api, placed.id)).items!.map((item) => ({ id: item.id, quantity: item.quantity }))
    const { order: packed } = await api.admin.order.createFulfillment(
      placed.id,
      { location_id: (await shopLocation(api)).id, items },
      { fields: 'id,*fulfillments' },
    )
    await api.admin.order.createShipment(placed.id, packed.fulfillments!.at(-1)!.id, {
      items,
      labels: [{ tracking_number: 'JJD000390008888', tracking_url: '', label_url: '' }],
    })
    const documents = () => api.client.fetch<{ invoice: unknown; credit_notes: { number: string; amount: number }[] }>(`/admin/orders/${placed.id}/documents`)
    await poll(async () => !!(await documents()).invoice).toBe(true)
    const { total } = await readOrder(api, placed.id)
    const { refund_reasons } = await api.admin.refundReason.list({ fields: 'id,code', limit: 100 })
    const goodwill = refund_reasons.find((reason) => reason.code === 'goodwill')!

    browser = await openBrowser({ locale: 'en-GB' })
    const { page } = browser
    await openSignedIn(page, `/admin/en/orders/${placed.id}`)
    await page.getByRole('group', { name: 'Payment actions' }).getByRole('button', { name: 'Refund' }).click()
    const refund = dialog(page, 'Refund')
    // the refundable remainder is the default; more than that is refused in the form
    const amount = refund.getByLabel('Refund amount')
    expect(parseAmount(await amount.inputValue())).toBe(Number(total))
    await amount.fill(String(Number(total) + 1))
    await refund.getByRole('button', { name: 'Refund' }).click()
    await expect(refund.getByRole('alert').first().innerText()).resolves.toBeTruthy()
    await amount.fill('7.5')
    await refund.getByLabel('Refund reason').selectOption({ label: 'Goodwill' })
    await refund.getByLabel('Note (internal)').fill('Scratch on the case')
    await poll(() => refund.getByTestId('refund-preview').innerText()).toContain('7.50 will be refunded (at most')
    await refund.getByRole('button', { name: 'Refund' }).click()
    await poll(() => page.getByTestId('payment-collection').innerText()).toMatch(/7\.50 refunded/)

    const order = await readOrder(api, placed.id)
    expect(order.payment_status).toBe('partially_refunded')
    expect(order.summary!.refunded_total).toBe(7.5)
    expect(paymentsOf(order)[0].refunds!.map((entry) => [Number(entry.amount), entry.refund_reason_id, entry.note])).toEqual([
      [7.5, goodwill.id, 'Scratch on the case'],
    ])

    await poll(async () => (await documents()).credit_notes.map((note) => Number(note.amount))).toEqual([7.5])
    await page.reload()
    await poll(() => page.getByRole('list', { name: 'Credit notes' }).innerText()).toContain((await documents()).credit_notes[0].number)
    const mail = await waitForMail(email, { subject: `Refund for your order no. ${placed.display_id}` })
    expect(mail.text).toContain('7.50')
  })

  it('on a desktop, in English: credits part of what an edit added, asks for the rest and books it, and offers the order to a customer account and withdraws the offer', async () => {
    const email = uniqueEmail('e2e-owed')
    const placed = await placeOrder(null, { email, locale: 'en' })
    const customer = await registerCustomer('e2e-transfer')
    const api = await adminApi()
    // paid, then made dearer by an edit: Medusa asks for the difference itself; staff withdrew that request
    const before = await readOrder(api, placed.id)
    await api.admin.payment.capture(paymentsOf(before)[0].id, {})
    await api.admin.orderEdit.initiateRequest({ order_id: placed.id })
    await api.admin.orderEdit.addItems(placed.id, { items: [{ variant_id: before.items![0].variant_id!, quantity: 1, unit_price: 30 }] })
    await api.admin.orderEdit.request(placed.id)
    await api.admin.orderEdit.confirm(placed.id)
    for (const collection of (await readOrder(api, placed.id)).payment_collections!.filter((candidate) => candidate.status === 'not_paid'))
      await api.admin.paymentCollection.delete(collection.id)
    expect((await readOrder(api, placed.id)).summary!.pending_difference).toBe(30)

    browser = await openBrowser({ locale: 'en-GB' })
    const { page } = browser
    await openSignedIn(page, `/admin/en/orders/${placed.id}`)

    await page.getByRole('button', { name: 'Add credit line' }).click()
    const credit = dialog(page, 'Add credit line')
    await credit.getByLabel('Credit amount').fill('5')
    await credit.getByLabel('Reason').fill('Late delivery')
    await credit.getByRole('button', { name: 'Add credit line' }).click()
    await poll(async () => (await readOrder(api, placed.id)).summary!.pending_difference).toBe(25)

    await page.getByRole('button', { name: 'Request outstanding amount' }).click()
    const request = dialog(page, 'Request outstanding amount')
    expect(parseAmount(await request.getByLabel('Amount requested').inputValue())).toBe(25)
    await request.getByRole('button', { name: 'Request outstanding amount' }).click()
    await poll(async () =>
      (await readOrder(api, placed.id))
        .payment_collections!.filter((collection) => collection.status === 'not_paid')
        .map((collection) => Number(collection.amount)),
    ).toEqual([25])
    // asked once: the action gives way while the request is open
    await poll(() => page.getByRole('button', { name: 'Request outstanding amount' }).count()).toBe(0)

    // the request's transfer is booked as every transfer, its amount read before
    await page.getByRole('button', { name: 'Record payment received' }).click()
    const markPaid = page.getByRole('alertdialog')
    expect(await markPaid.getByTestId('booking-list').innerText()).toContain('€25.00')
    await markPaid.getByRole('button', { name: 'Record payment received' }).click()
    await poll(async () => (await readOrder(api, placed.id)).summary!.pending_difference).toBe(0)
    expect((await readOrder(api, placed.id)).payment_status).toBe('captured')

    await page.getByRole('button', { name: 'Transfer to customer account' }).click()
    const transfer = dialog(page, 'Transfer to customer account')
    await transfer.getByRole('combobox').click()
    await page.locator('[cmdk-input]').fill(customer.email)
    // a single choice closes its search when chosen
    await page.getByRole('option', { name: customer.email }).click()
    await poll(() => transfer.getByRole('combobox').innerText()).toContain(customer.email)
    await transfer.getByRole('button', { name: 'Transfer to customer account' }).click()
    const transfers = async () =>
      (await api.admin.order.listChanges(placed.id)).order_changes.filter((change) => change.change_type === 'transfer' && change.status === 'requested').length
    await poll(transfers).toBe(1)
    await page.getByRole('button', { name: 'Withdraw transfer' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw transfer' }).click()
    await poll(transfers).toBe(0)
    await poll(() => page.getByRole('button', { name: 'Transfer to customer account' }).count()).toBe(1)
    expect((await readOrder(api, placed.id)).customer_id).not.toBe(customer.customerId)
  })
})
