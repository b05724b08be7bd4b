import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { uniqueClientAddress } from '../worker/test/client-address'
import { openBrowser, WORKER_URL } from './browser'
import { uniqueEmail } from './checkout-steps'
import { BACK_END } from './patience'

const staff = { email: process.env.ADMIN_EMAIL ?? 'admin@juwelier.local', password: process.env.ADMIN_PASSWORD ?? 'juwelier-admin-1995' }
/** Machines running several stacks answer slowly; waiting longer cannot make a wrong page pass. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, BACK_END)

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

/** A customer account made the way the shop's registration will: an identity, then the customer, through the store API. */
async function newCustomer() {
  const email = uniqueEmail('sitzung')
  const password = 'Kundin-1995!'
  const headers = { 'content-type': 'application/json', origin: WORKER_URL, 'cf-connecting-ip': uniqueClientAddress() }
  const registered = await fetch(`${WORKER_URL}/medusa/auth/customer/emailpass/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  })
  expect(registered.status).toBe(200)
  const { token } = (await registered.json()) as { token: string }
  const created = await fetch(`${WORKER_URL}/medusa/store/customers`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ email, first_name: 'Marie', last_name: 'Sommer' }),
  })
  expect(created.status).toBe(200)
  return { email, password }
}

/** Signs the customer in from a shop page, the way the storefront does: token, then a session cookie. */
async function customerSignIn(page: Page, credentials: { email: string; password: string }) {
  return page.evaluate(async ({ email, password }) => {
    const login = await fetch('/medusa/auth/customer/emailpass', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const { token } = (await login.json()) as { token: string }
    return (await fetch('/medusa/auth/session', { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status
  }, credentials)
}

/** Who the shop thinks is signed in, asked from a shop page. */
const signedInCustomer = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/medusa/store/customers/me')
    return response.ok ? ((await response.json()) as { customer: { email: string } }).customer.email : response.status
  })

async function staffSignIn(page: Page) {
  await page.goto('/admin/de/login')
  await page.getByLabel('E-Mail-Adresse').fill(staff.email)
  await page.getByLabel('Passwort').fill(staff.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === '/admin/de')
  await poll(() => page.locator('h1').innerText()).toBe('Übersicht')
}

describe('one browser, a member of staff and a customer', () => {
  it('keeps the back office session and the shop session apart: signing in or out of one never touches the other', async () => {
    const customer = await newCustomer()
    browser = await openBrowser()
    const admin = browser.page
    const shop = await browser.context.newPage()

    await staffSignIn(admin)
    await shop.goto('/de')
    expect(await customerSignIn(shop, customer)).toBe(200)
    expect(await signedInCustomer(shop)).toBe(customer.email)

    // two cookies, each where only its own surface sees it
    const cookies = await browser.context.cookies()
    const staffCookie = cookies.find((cookie) => cookie.name === 'admin.sid')
    const customerCookie = cookies.find((cookie) => cookie.name === 'connect.sid')
    expect(staffCookie).toMatchObject({ path: '/admin', httpOnly: true, sameSite: 'Strict' })
    expect(customerCookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' })

    // the customer's sign-in left staff signed in
    await admin.reload()
    await poll(() => admin.locator('h1').innerText()).toBe('Übersicht')

    // staff sign out: the customer stays signed in
    await admin.getByRole('button', { name: /^Benutzermenü von / }).click()
    await admin.getByRole('menuitem', { name: 'Abmelden' }).click()
    await admin.waitForURL('**/admin/de/login')
    expect(await signedInCustomer(shop)).toBe(customer.email)

    // staff sign in again, the customer signs out: staff stay signed in
    await staffSignIn(admin)
    expect(await shop.evaluate(async () => (await fetch('/medusa/auth/session', { method: 'DELETE' })).status)).toBe(200)
    expect(await signedInCustomer(shop)).toBe(401)
    await admin.goto('/admin/de/orders')
    await poll(() => admin.locator('h1').innerText()).toBe('Bestellungen')
  })
})
