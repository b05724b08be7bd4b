import Medusa from '@medusajs/js-sdk'
import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'
import { placeBankTransferOrder } from './medusa'
import { BACK_END } from './patience'

const email = process.env.ADMIN_EMAIL ?? 'admin@juwelier.local'
const password = process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995'

/** Medusa itself, signed in as the same admin, to check what the back office shows. */
async function adminApi() {
  const sdk = new Medusa({ baseUrl: process.env.MEDUSA_URL ?? 'http://localhost:9100', auth: { type: 'jwt', jwtTokenStorageMethod: 'memory' } })
  await sdk.auth.login('user', 'emailpass', { email, password })
  return sdk
}

/** Machines running several stacks answer slowly; waiting longer cannot make a wrong page pass. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, BACK_END)

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

describe('the back office, as a member of staff', () => {
  it('logs in, sees real counts, captures a bank transfer, switches language and logs out', async () => {
    const customer = `e2e-admin-${Date.now()}@example.com`
    const order = await placeBankTransferOrder(customer)
    const api = await adminApi()
    const counts = async () => ({
      orders: (await api.admin.order.list({ limit: 1, fields: 'id' })).count,
      products: (await api.admin.product.list({ limit: 1, fields: 'id' })).count,
      customers: (await api.admin.customer.list({ limit: 1, fields: 'id' })).count,
    })
    const before = await counts()

    browser = await openBrowser()
    const { page, errors } = browser

    // not signed in: /admin goes to the German login screen and remembers where staff wanted to go
    await page.goto('/admin')
    await page.waitForURL('**/admin/de/login?next=%2F')
    await poll(() => page.locator('h1').innerText()).toBe('Anmeldung zur Verwaltung')

    await page.getByLabel('E-Mail-Adresse').fill(email)
    await page.getByLabel('Passwort').fill(`${password}-falsch`)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await poll(() => page.getByRole('alert').innerText()).toBe('E-Mail-Adresse oder Passwort ist falsch.')

    await page.getByLabel('Passwort').fill(password)
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/de')
    await poll(() => page.locator('h1').innerText()).toBe('Übersicht')

    // the overview counts what Medusa holds (orders may only grow while other tests run)
    const shown = async (key: string) => Number(await page.getByTestId(`count-${key}`).locator('[data-count]').getAttribute('data-count'))
    // other journeys create and delete products meanwhile: the overview must match Medusa at some moment
    await poll(async () => (await shown('products')) === (await counts()).products).toBe(true)
    await poll(() => shown('customers')).toBeGreaterThanOrEqual(before.customers)
    const after = await counts()
    expect(await shown('orders')).toBeGreaterThanOrEqual(before.orders)
    expect(await shown('orders')).toBeLessThanOrEqual(after.orders)
    await poll(() => page.getByTestId('recent-orders').innerText()).toContain(`#${order.display_id}`)

    // orders list, search as you type by the customer's email, open the order
    await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Bestellungen' }).click()
    await page.waitForURL('**/admin/de/orders')
    await page.getByRole('searchbox', { name: 'Bestellungen durchsuchen' }).fill(customer)
    await page.waitForURL((url) => url.searchParams.get('q') === customer)
    const rows = page.locator('[data-resource-list="orders"] tbody tr')
    await poll(() => rows.count()).toBe(1)
    await poll(() => rows.first().innerText()).toContain(customer)
    await rows.first().getByRole('link').click()
    await page.waitForURL(`**/admin/de/orders/${order.id}`)
    await poll(() => page.locator('h1').innerText()).toBe(`#${order.display_id}`)
    // an unpaid bank transfer reads as the shop says it
    await poll(() => page.getByTestId('payment-collection-status').innerText()).toBe('Zahlung ausstehend')

    // the money arrived: booked, confirmed in a dialog, reported in a notification
    await page.getByRole('button', { name: 'Zahlungseingang buchen' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Zahlungseingang buchen?' })
    await dialog.getByRole('button', { name: 'Zahlungseingang buchen' }).click()
    await poll(() => page.getByRole('region', { name: /Benachrichtigungen/ }).innerText()).toContain('Zahlungseingang gebucht (Bestellungen: 1).')
    await poll(() => page.getByTestId('payment-collection-status').innerText()).toBe('Abgeschlossen')
    const { order: captured } = await api.admin.order.retrieve(order.id, { fields: 'id,payment_status' })
    expect(captured.payment_status).toBe('captured')
    expect(await page.getByRole('button', { name: 'Zahlungseingang buchen' }).count()).toBe(0)

    // the language lives in the path; switching keeps the page and sets the locale cookie
    await page.getByRole('link', { name: 'English' }).click()
    await page.waitForURL(`**/admin/en/orders/${order.id}`)
    await poll(() => page.getByTestId('bank-reference').innerText()).toBe(`AURELIA-${order.display_id}`)
    await poll(() => page.locator('h2', { hasText: 'Payments' }).count()).toBe(1)
    expect((await page.context().cookies()).find((c) => c.name === 'locale')?.value).toBe('en')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')

    // an order that does not exist is a missing page, not an error to retry
    await page.goto('/admin/en/orders/order_does_not_exist')
    await poll(() => page.locator('h1').innerText()).toBe('Page not found')

    // logout ends the session: back to the login screen, and the pages stay closed
    await page.getByRole('button', { name: /^User menu of / }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL('**/admin/en/login')
    await poll(() => page.locator('h1').innerText()).toBe('Back office login')
    await page.goto('/admin/en/orders')
    await page.waitForURL('**/admin/en/login?next=%2Forders')

    // the only console errors are the browser's notes on the answers this journey asks for on purpose:
    // 401 for "who is signed in?" while nobody is, 404 for the missing order
    expect(errors.filter((error) => !/status of (401|404)/.test(error))).toEqual([])
  })
})
