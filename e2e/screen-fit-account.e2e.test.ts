import type { Locator, Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { accountReady, type Lang, sessionCookie, texts } from './account-steps'
import { DESKTOP, type Device, openBrowser, PHONE } from './browser'
import { call, ERIKA, json, placeOrder, registerCustomer, type Session } from './customer-fixture'
import { networkQuiet } from './network-quiet'
import { ship } from './order-steps'
import { BACK_END, PATIENCE_MS } from './patience'
import { expectNoSidewaysOverflow } from './sideways-overflow'
import { expectTapTargets } from './tap-targets'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

/** An e-mail address as long as real ones get (a name with a hyphen at a company's domain). */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const longEmail = () => `maximiliane.mustermann-luedenscheid.${stamp()}@goldschmiede-mustermann-pforzheim.example.com`

/** The element lies inside the screen, left to right, and shows its whole text (nothing cut off or ellipsised). */
async function expectWhollyShown(page: Page, locator: Locator, what: string) {
  const width = page.viewportSize()!.width
  const box = await locator.boundingBox()
  expect(box, what).not.toBeNull()
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(width)
  expect(await locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1 || element.clientWidth === 0), `${what}: text cut off`).toBe(true)
}

/**
 * Every account page on a phone (and a desktop), with what makes them wide: a long e-mail address, an order with its
 * invoice and the bank details to pay it, a saved address with a long company name. Nothing pans sideways; the tabs,
 * the e-mail, the IBAN, the invoice download, the order's total and "Details" are all on the screen, and every
 * control can be hit.
 */
async function accountOn(device: Device, country: string, locale: Lang, customer: Session, orderId: string) {
  const t = texts(locale)
  browser = await openBrowser({ ...device, locale: locale === 'de' ? 'de-DE' : 'en-US' })
  const { page, errors } = browser
  await sessionCookie(customer, page)
  const nav = page.getByRole('navigation', { name: t('account.nav.label') })
  const visit = async (path: string) => {
    await page.goto(`/${country}${path}`)
    await accountReady(page)
    await networkQuiet(page)
    // all tabs, Logout too, on the screen (they wrap on a phone, stand in a column on a desktop)
    for (const link of await nav.getByRole('link').all()) await expectWhollyShown(page, link, `${path}: tab ${await link.innerText()}`)
    await expectWhollyShown(page, nav.getByRole('button', { name: t('account.nav.logout') }), `${path}: logout`)
    await expectNoSidewaysOverflow(page, `${country}${path}`)
    await expectTapTargets(page, {}, `${country}${path}`)
  }

  await visit('/account')
  await expectWhollyShown(page, page.locator('[data-testid="account-content"] dd', { hasText: customer.email }), 'overview: e-mail')

  await visit('/account/orders')
  const row = page.locator(`[data-testid="order-rows"] [data-order-id="${orderId}"]`)
  await row.waitFor(BACK_END)
  await expectWhollyShown(page, row.getByRole('link', { name: t('account.orders.details') }), 'orders: Details')
  await expectWhollyShown(page, row.locator('[data-testid="order-total"]'), 'orders: total')
  await expectWhollyShown(page, page.locator('#claim-heading + p'), 'orders: the claim text with the e-mail')

  await visit(`/account/orders/${orderId}`)
  const invoice = page.locator('[data-testid="invoice-download"]')
  await invoice.waitFor(BACK_END)
  await expectWhollyShown(page, invoice, 'order: invoice download')
  expect(await invoice.innerText()).toContain(t('account.orders.downloadInvoice'))
  const bank = page.locator('[data-testid="bank-details"]')
  await bank.waitFor(BACK_END)
  const iban = bank.locator('dd').filter({ hasText: /^[A-Z]{2}\d\d(\s[A-Z0-9]{1,4})+$/ })
  await expectWhollyShown(page, iban, 'order: IBAN')
  // grouped in fours, on one line
  const ibanLines = await iban.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)))
  expect(ibanLines).toBe(1)
  await expectNoSidewaysOverflow(page, 'order with bank details')

  await visit('/account/addresses')
  await page.locator('[data-testid="account-content"]', { hasText: ERIKA.address_1 }).waitFor(BACK_END)
  await expectNoSidewaysOverflow(page, 'addresses with an address')

  await visit('/account/personal-data')
  await expectWhollyShown(page, page.locator('[data-testid="email-form"] p').first(), 'personal data: current e-mail')

  await visit('/account/password')
  expect(errors).toEqual([])
}

describe('the account on a phone', () => {
  let customer: Session
  let orderId: string
  beforeAll(async () => {
    customer = await registerCustomer('phone-account', { first_name: 'Maximiliane', last_name: 'Mustermann-Lüdenscheid' }, longEmail())
    const order = await placeOrder(customer)
    orderId = order.id
    await json(
      call('/store/customers/me/addresses', {
        cookie: customer.cookie,
        body: { ...ERIKA, company: 'Goldschmiede Mustermann & Töchter Schmuckmanufaktur GmbH' },
      }),
    )
    // a real invoice: staff ship before the transfer arrived (so the bank details still show), which issues it
    await ship(orderId)
    // a subscriber issues it after the shipment: asked for until it is there (expect.poll is for tests, not hooks)
    for (const deadline = Date.now() + PATIENCE_MS; ; ) {
      const invoice = await call(`/store/orders/${orderId}/invoice`, { cookie: customer.cookie })
      if (invoice.headers.get('content-type')?.includes('application/pdf')) break
      if (Date.now() > deadline) throw new Error(`no invoice for ${orderId}: ${invoice.status}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })

  it('German: the six account pages fit the screen, with the e-mail, IBAN, invoice, total and Details in sight', async () => {
    await accountOn(PHONE, 'de', 'de', customer, orderId)
  })

  it('English: the same in the US shop', async () => {
    await accountOn(PHONE, 'us', 'en', customer, orderId)
  })

  it('and on a desktop, German and English', async () => {
    await accountOn(DESKTOP, 'de', 'de', customer, orderId)
    await browser?.close()
    await accountOn(DESKTOP, 'us', 'en', customer, orderId)
  })
})
