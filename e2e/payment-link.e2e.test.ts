import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FixtureWorker } from '../scripts/lib/fixture-worker.mjs'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { unlimitedVariant } from './cart-fixture'
import { call, JANE, placeOrder, uniqueEmail } from './customer-fixture'
import { useFakeStripe } from './fake-stripe-js'
import { startJourneyShop } from './journey-shop'
import { linkIn, waitForMail, waitForMails } from './mail-inbox'
import { BACK_END } from './patience'
import { expectNoSidewaysOverflow } from './sideways-overflow'

// A shop with Stripe (a worker of its own with a publishable key, in front of the stack's Medusa, whose Stripe is the
// stack's stand-in for Stripe's API, scripts/lib/fake-stripe.mjs); the customer's browser gets a stand-in of Stripe.js
// (e2e/fake-stripe-js.ts). Staff send the link from the back office in German; the English order's customer opens the
// mailed link on a phone, pays, and Stripe's webhook books the payment on the order.
const PUBLISHABLE_KEY = 'pk_test_juwelierPaymentLinkJourney'

let shop: FixtureWorker
let browsers: { close(): Promise<void> }[] = []

beforeAll(async () => {
  shop = await startJourneyShop('paymentLink', { STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY })
}, 180_000)
afterEach(async () => {
  for (const browser of browsers) await browser.close()
  browsers = []
})
afterAll(async () => shop?.stop())

/** An English order to London whose transfer arrived, then made dearer by an edit: it owes one more piece. */
async function orderOwingMoney(api: AdminApi, email: string) {
  const placed = await placeOrder(null, { locale: 'en', address: JANE, email })
  const { order } = await api.admin.order.retrieve(placed.id, { fields: 'id,display_id,*items,*payment_collections.payments' })
  for (const payment of (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])) await api.admin.payment.capture(payment.id, {})
  const [line] = order.items!
  await api.admin.orderEdit.initiateRequest({ order_id: order.id })
  await api.admin.orderEdit.addItems(order.id, { items: [{ variant_id: line.variant_id!, quantity: 1 }] })
  await api.admin.orderEdit.request(order.id)
  await api.admin.orderEdit.confirm(order.id)
  const { order: edited } = await api.admin.order.retrieve(order.id, { fields: 'id,display_id,currency_code,*summary' })
  const owed = Number(edited.summary!.pending_difference)
  expect(owed).toBeGreaterThan(0)
  return { id: order.id, displayId: order.display_id!, currency: edited.currency_code, owed }
}

const orderPayment = async (api: AdminApi, id: string) => {
  const { order } = await api.admin.order.retrieve(id, { fields: 'id,payment_status,*summary,*payment_collections' })
  return { status: order.payment_status, owed: Number(order.summary!.pending_difference) }
}

describe('a payment link for an outstanding amount', () => {
  it('staff send it in German, the English customer pays it by card on a phone, and the order is paid', async () => {
    const api = await adminApi()
    const email = uniqueEmail('e2e-paylink')
    const order = await orderOwingMoney(api, email)
    const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: order.currency.toUpperCase() }).format(order.owed)

    // staff: the order's payments offer the link; the dialog names amount and address
    const staff = await openBrowser()
    browsers.push(staff)
    await openSignedIn(staff.page, `/admin/de/orders/${order.id}`)
    const offer = staff.page.getByRole('group', { name: 'Zahlungslink' })
    await offer.getByRole('button', { name: 'Zahlungslink senden' }).click()
    const dialog = staff.page.getByRole('alertdialog', { name: 'Zahlungslink senden?' })
    await expect.poll(() => dialog.getByTestId('payment-link-amount').innerText(), BACK_END).toContain(email)
    await dialog.getByRole('button', { name: 'Zahlungslink senden' }).click()

    // the customer's mail, in the order's language, with the link to the gb shop's English page
    const mail = await waitForMail(email, { subject: `Payment link for your order no. ${order.displayId}`, timeoutMs: 60_000 })
    expect(mail.text).toContain(amount)
    const mailed = new URL(linkIn(mail, /\/gb\/payment\//))
    expect(mailed.pathname).toMatch(/^\/gb\/payment\/pay_col_/)
    const token = mailed.searchParams.get('token')!
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/)
    const collectionId = mailed.pathname.split('/').at(-1)!

    // nobody pays or reads the collection without the link's token (Medusa checks it; the worker passes it on)
    const { publishableKey: key } = await unlimitedVariant()
    expect((await call(`/store/payment-collections/${collectionId}/payment-sessions`, { key, body: { provider_id: 'pp_stripe_stripe' } })).status).toBe(404)
    expect((await call(`/store/payment-links/${collectionId}`, { key })).status).toBe(404)

    // the customer, on a phone, on the shop with Stripe (the mailed path on that shop's worker)
    const customer = await openBrowser({ ...PHONE, baseURL: shop.url, locale: 'en-GB' })
    browsers.push(customer)
    const { page } = customer
    await useFakeStripe(page)
    await page.goto(`${mailed.pathname}${mailed.search}`)
    await expect.poll(() => page.getByTestId('payment-link-amount').innerText(), BACK_END).toBe(amount)
    expect(await page.getByTestId('payment-link-order').innerText()).toBe(String(order.displayId))
    expect(await page.locator('h1').innerText()).toBe('Pay the amount outstanding')
    await expectNoSidewaysOverflow(page)

    // the region's methods, as the checkout names them (PayPal through Stripe: backend/integration-tests/payment-links.test.ts)
    expect(await page.getByTestId('payment-choices').locator('label').allInnerTexts()).toEqual(['PayPal', 'Credit card'])
    await page.getByLabel('Credit card').check()

    // a declined card is told in the page, and the link stays payable
    const card = page.getByTestId('fake-card-number')
    await card.fill('4000 0000 0000 0002')
    await page.getByTestId('payment-link-pay').tap()
    await expect.poll(() => page.getByTestId('payment-link-notice').innerText(), BACK_END).toContain('Your card was declined.')

    await card.fill('4242 4242 4242 4242')
    await page.getByTestId('payment-link-pay').tap()
    await expect.poll(() => page.getByTestId('payment-link-notice').innerText(), BACK_END).toContain('your payment has been received')

    // Stripe's webhook reached Medusa: the payment is captured, nothing is owed, and the customer is told so
    await poll(() => orderPayment(api, order.id)).toEqual({ status: 'captured', owed: 0 })
    // (the first of two such mails told of the transfer booked before the edit)
    const paid = await waitForMails(email, { subject: `Payment received – order no. ${order.displayId}`, count: 2, timeoutMs: 60_000 })
    expect(paid.map((mail) => /through the payment link/.test(mail.text))).toEqual([false, true])
    expect(paid[1]!.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(`your payment of ${amount.replace(/[\u00a0\u202f]/g, ' ')} through`)

    // the back office shows it paid
    await staff.page.reload()
    await poll(() => staff.page.getByTestId('payment-collection-status').allInnerTexts()).toEqual(expect.arrayContaining(['Abgeschlossen']))
    expect(await staff.page.getByRole('group', { name: 'Zahlungslink' }).count()).toBe(0)

    // the link again: paid already; a forged token: not valid
    await page.goto(`${mailed.pathname}${mailed.search}`)
    await expect.poll(() => page.getByTestId('payment-link-notice').innerText(), BACK_END).toContain('has already been paid')
    await page.goto(`${mailed.pathname}?token=${token.slice(0, -2)}xx`)
    await expect.poll(() => page.getByTestId('payment-link-notice').innerText(), BACK_END).toContain('This payment link is not valid')
  }, 300_000)

  it('a withdrawn request and a German order: the German page says the link no longer holds', async () => {
    const api = await adminApi()
    const email = uniqueEmail('e2e-paylink-de')
    const placed = await placeOrder(null, { email })
    const { order } = await api.admin.order.retrieve(placed.id, { fields: 'id,display_id,*items,*payment_collections.payments' })
    for (const payment of (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])) await api.admin.payment.capture(payment.id, {})
    const { payment_collection } = await api.admin.paymentCollection.create({ order_id: order.id, amount: 25 })
    const sent = await api.client.fetch<{ payment_collection: { id: string } }>(`/admin/orders/${order.id}/payment-link`, { method: 'POST', body: {} })
    expect(sent.payment_collection.id).toBe(payment_collection.id)
    const mail = await waitForMail(email, { subject: `Zahlungslink zu Ihrer Bestellung Nr. ${order.display_id}`, timeoutMs: 60_000 })
    const mailed = new URL(linkIn(mail, /\/de\/zahlung\//))
    await api.admin.paymentCollection.delete(payment_collection.id)

    const customer = await openBrowser({ ...PHONE, baseURL: shop.url })
    browsers.push(customer)
    await useFakeStripe(customer.page)
    await customer.page.goto(`${mailed.pathname}${mailed.search}`)
    await expect.poll(() => customer.page.getByTestId('payment-link-notice').innerText(), BACK_END).toContain('Dieser Zahlungslink gilt nicht mehr')
    expect(await customer.page.locator('h1').innerText()).toBe('Offenen Betrag bezahlen')
  })
})
