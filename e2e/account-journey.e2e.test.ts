import { readFile } from 'node:fs/promises'
import { PDFParse } from 'pdf-parse'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMoney } from '../rules/money'
import { accountReady, authReady, cartInBrowser, fieldError, fillRegister, type Lang, logIn, texts } from './account-steps'
import { openBrowser } from './browser'
import { type AddressValues, acceptConfirmations, fillAddress, stepOpen, uniqueEmail, variantInStock } from './checkout-steps'
import { call, json } from './customer-fixture'
import { markPaid, refund, ship } from './order-steps'
import { BACK_END } from './patience'

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id)

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Journey = { country: string; locale: Lang; home: AddressValues; work: AddressValues; badZip: string }

/**
 * register → logout → login → two addresses → checkout with a saved address → the order in the account →
 * the transfer booked and the order shipped by staff, the invoice downloaded and read → password change → login with the new password. Every form first gets
 * bad input: each field its message, nothing typed is lost.
 */
async function customerJourney(journey: Journey) {
  const { country, locale } = journey
  const t = texts(locale)
  browser = await openBrowser({ locale: locale === 'de' ? 'de-DE' : 'en-US' })
  const { page, errors } = browser
  page.on('dialog', (dialog) => void dialog.accept())
  const email = uniqueEmail(`journey-${country}`)
  const password = 'Erstes-Passwort-1'

  // registration: empty → every required field says so; a short password and a mismatch → their messages
  await page.goto(`/${country}/register`)
  await authReady(page)
  const submitRegister = () => page.locator('[data-testid="register-form"] button[type=submit]').click()
  await submitRegister()
  for (const field of ['first_name', 'last_name', 'email', 'password'])
    await expect.poll(() => fieldError(page, `register-${field}`).innerText()).toBe(t('checkout.validation.required'))
  await fillRegister(page, { first: 'Erika', last: 'Mustermann', email: 'kein-at', password: 'kurz', confirm: 'anders' })
  await submitRegister()
  await expect.poll(() => fieldError(page, 'register-email').innerText()).toBe(t('checkout.validation.email'))
  await expect.poll(() => fieldError(page, 'register-password').innerText()).toBe(t('checkout.validation.password', { min: 8 }))
  await expect.poll(() => fieldError(page, 'register-confirm').innerText()).toBe(t('auth.mismatch'))
  expect(await page.inputValue('#register-first_name')).toBe('Erika')
  await fillRegister(page, { first: 'Erika', last: 'Mustermann', email, password })
  await submitRegister()
  await page.waitForURL(`**/${country}/account`)
  await expect.poll(() => page.locator('[data-testid="account-name"]').innerText(), BACK_END).toContain('Erika Mustermann')
  await expect.poll(() => page.locator('[data-testid="customer-number"]').innerText(), BACK_END).toMatch(/^K-\d+$/)
  // the session is an HttpOnly cookie; nothing of it in the page's storage
  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'connect.sid')).toMatchObject({ httpOnly: true })
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toMatch(/eyJ|token/i)

  // logout (no cart yet, so no warning) → anonymous again, on the login page that says so
  await page.locator('[data-testid="account-content"]').waitFor()
  await page.getByRole('button', { name: t('account.nav.logout') }).click()
  await page.waitForURL(`**/${country}/login?signed_out=1`)
  await expect.poll(() => page.getByTestId('signed-out').innerText(), BACK_END).toBe(t('auth.signedOut'))
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'signed_in')).toBe(false)

  // login: a wrong password gets its message, the email stays; then in
  await page.goto(`/${country}/login`)
  await authReady(page)
  await page.fill('#login-email', email)
  await page.fill('#login-password', 'falsches-Passwort')
  await page.locator('[data-testid="login-form"] button[type=submit]').click()
  await expect.poll(() => page.locator('[data-testid="login-failure"]').innerText(), BACK_END).toContain(t('messages.invalidPassword'))
  expect(await page.inputValue('#login-email')).toBe(email)
  await logIn(page, country, email, password)

  // two addresses; the first is tried with a wrong ZIP code first (its message, nothing lost)
  await page.goto(`/${country}/account/addresses`)
  await accountReady(page)
  for (const [index, address] of [journey.home, journey.work].entries()) {
    await page.locator('[data-testid="account-content"] button.btn-primary').click()
    await fillAddress(page, 'address', index === 0 ? { ...address, zip: journey.badZip } : address)
    await page.locator('[data-testid="address-form"] button[type=submit]').click()
    if (index === 0) {
      await expect.poll(() => fieldError(page, 'address-postal_code').innerText()).toMatch(locale === 'de' ? /Postleitzahl/ : /ZIP code/)
      expect(await page.inputValue('#address-address_1')).toBe(address.street)
      await page.fill('#address-postal_code', address.zip)
      await page.locator('[data-testid="address-form"] button[type=submit]').click()
    }
    await expect.poll(() => page.locator('[data-testid="saved-address"]').count(), BACK_END).toBe(index + 1)
  }

  // checkout: email filled in, the second saved address chosen
  const variant = await variantInStock(country)
  await cartInBrowser(page, country, variant)
  await page.goto(`/${country}/checkout`)
  // the customer's cart carries the email already: the checkout opens at the first open step; the email is the account's
  const opened = page.locator('[data-testid^="step-"][data-active="true"]').first()
  await opened.waitFor(BACK_END)
  if ((await opened.getAttribute('data-testid')) === 'step-personal') {
    await expect.poll(() => page.inputValue('#email'), BACK_END).toBe(email)
    await page.locator('[data-testid="step-personal"] button[type=submit]').click()
  } else {
    await expect.poll(() => page.locator('[data-testid="step-personal"]').innerText(), BACK_END).toContain(email)
  }
  await stepOpen(page, 'addresses')
  const saved = page.locator('#saved-address')
  await expect.poll(() => saved.locator('option').count(), BACK_END).toBe(3)
  await saved.selectOption({ index: 2 })
  expect(await page.inputValue('#shipping-address_1')).toBe(journey.work.street)
  await page.locator('[data-testid="step-addresses"] button[type=submit]').click()
  await stepOpen(page, 'shipping')
  await page.locator('[data-testid="step-shipping"] input[type=radio]').first().check()
  await page.locator('aside [data-testid="shipping-method-name"]').waitFor()
  await page.locator('[data-testid="step-shipping"] button[type=submit]').click()
  await stepOpen(page, 'payment')
  await page.locator('[data-testid="step-payment"] input[value="pp_bank-transfer_bank-transfer"]').check()
  await page.locator('[data-testid="step-payment"] button[type=submit]').click()
  await stepOpen(page, 'review')
  await acceptConfirmations(page)
  await page.locator('[data-testid="place-order"]').click()
  await page.waitForURL(new RegExp(`/${country}/order/order_[A-Za-z0-9]+/confirmed$`))
  const orderId = new URL(page.url()).pathname.split('/')[3]!
  // the transfer arrives and staff ship: that issues the invoice
  await markPaid(orderId)
  await ship(orderId)

  // the order in the account, its details, the invoice
  await page.goto(`/${country}/account/orders`)
  await accountReady(page)
  const row = page.locator(`[data-testid="order-rows"] a[href$="/account/orders/${orderId}"]`).first()
  await row.waitFor(BACK_END)
  await row.click()
  await page.waitForURL(`**/account/orders/${orderId}`)
  await page.locator('[data-testid="order-summary"]').waitFor(BACK_END)
  await page.locator('[data-testid="invoice-download"]').waitFor(BACK_END)
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-testid="invoice-download"]').click()])
  const pdf = await readFile((await download.path())!)
  const parser = new PDFParse({ data: new Uint8Array(pdf) })
  const text = (await parser.getText()).text.replace(/[\u00a0\u202f]/g, ' ')
  await parser.destroy()
  const cookie = (await page.context().cookies())
    .filter((c) => c.name === 'connect.sid')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ')
  const { order } = await json<{ order: { display_id: number; total: number; currency_code: string } }>(
    call(`/store/orders/${orderId}?fields=display_id,total,currency_code`, { cookie }),
  )
  // the invoice writes money as every page and mail does (rules/money.ts)
  const total = formatMoney(order.total, order.currency_code, locale).replace(/[\u00a0\u202f]/g, ' ')
  expect(download.suggestedFilename()).toMatch(locale === 'de' ? /^Rechnung-RE-\d{6}\.pdf$/ : /^Invoice-RE-\d{6}\.pdf$/)
  expect(text).toContain(download.suggestedFilename().replace(/^(Rechnung|Invoice)-|\.pdf$/g, ''))
  expect(text).toContain(journey.work.street)
  expect(text).toContain(total)
  expect(text).toContain(String(order.display_id))

  // staff refund a part: its credit note shows beside the invoice and downloads
  await refund(orderId, 1)
  // a subscriber issues it after the refund: once the shop's API lists it, the page loaded next shows it
  const creditNotes = async () => (await json<{ credit_notes: unknown[] }>(call(`/store/orders/${orderId}/documents`, { cookie }))).credit_notes.length
  await expect.poll(creditNotes, { ...BACK_END, interval: 250 }).toBeGreaterThan(0)
  await page.reload()
  const creditNote = page.locator('[data-testid="credit-note-download"]')
  await creditNote.waitFor(BACK_END)
  expect(await creditNote.innerText()).toMatch(
    locale === 'de' ? /^Rechnungskorrektur RK-\d{6} über \S*1,00\s?\S* \(PDF\)$/ : /^Credit note RK-\d{6} for \S*1\.00\S* \(PDF\)$/,
  )
  const [creditNoteFile] = await Promise.all([page.waitForEvent('download'), creditNote.click()])
  expect(creditNoteFile.suggestedFilename()).toMatch(locale === 'de' ? /^Rechnungskorrektur-RK-\d{6}\.pdf$/ : /^Credit-note-RK-\d{6}\.pdf$/)

  // password change: every message, then the new one works
  await page.goto(`/${country}/account/password`)
  await accountReady(page)
  const submitPassword = () => page.locator('[data-testid="password-form"] button[type=submit]').click()
  await submitPassword()
  for (const field of ['current', 'next', 'confirm'])
    await expect.poll(() => fieldError(page, `password-${field}`).innerText()).toBe(t('checkout.validation.required'))
  await page.fill('#password-current', password)
  await page.fill('#password-next', 'Neues-Passwort-2')
  await page.fill('#password-confirm', 'Neues-Passwort-3')
  await submitPassword()
  // the focus is on the first field to correct as soon as the click is over: what is typed next cannot land elsewhere
  expect(await focusedId(page)).toBe('password-confirm')
  await expect.poll(() => fieldError(page, 'password-confirm').innerText()).toBe(t('auth.mismatch'))
  await page.fill('#password-current', 'nicht-das-alte')
  await page.fill('#password-confirm', 'Neues-Passwort-2')
  const answer = page.waitForResponse((response) => response.url().endsWith('/store/customers/me/password') && response.request().method() === 'POST', BACK_END)
  await submitPassword()
  const refused = await answer.catch((error: Error) => {
    throw new Error(`the password change got no answer (${error.message}); the page's errors: ${errors.join(' | ') || 'none'}`)
  })
  expect({ status: refused.status(), body: await refused.json() }).toMatchObject({ status: 400, body: { errors: { current_password: 'wrong_password' } } })
  await expect.poll(() => fieldError(page, 'password-current').innerText(), BACK_END).toBe(t('account.password.wrongCurrent'))
  expect(await focusedId(page)).toBe('password-current')
  expect(await page.inputValue('#password-next')).toBe('Neues-Passwort-2')
  await page.fill('#password-current', password)
  await submitPassword()
  await expect.poll(() => page.getByText(t('messages.passwordUpdated')).first().isVisible(), BACK_END).toBe(true)

  await page.getByRole('button', { name: t('account.nav.logout') }).click()
  await page.waitForURL(`**/${country}/login?signed_out=1`)
  await logIn(page, country, email, 'Neues-Passwort-2', `/${country}/account/orders`)
  await accountReady(page)
  expect(errors.filter((error) => !/401|Failed to load resource/.test(error))).toEqual([])
}

describe('a customer keeps everything in one place', () => {
  it('in German (de)', async () => {
    await customerJourney({
      country: 'de',
      locale: 'de',
      home: { first: 'Erika', last: 'Mustermann', street: 'Goldgasse 1', zip: '75175', city: 'Pforzheim' },
      work: { first: 'Erika', last: 'Mustermann', street: 'Werkstattweg 7', zip: '10115', city: 'Berlin' },
      badZip: '7517',
    })
  }, 300_000)

  it('in English (us)', async () => {
    await customerJourney({
      country: 'us',
      locale: 'en',
      home: { first: 'Jane', last: 'Miller', street: '350 Fifth Avenue', zip: '10118', city: 'New York', province: 'NY' },
      work: { first: 'Jane', last: 'Miller', street: '1 Market Street', zip: '94105', city: 'San Francisco', province: 'CA' },
      badZip: '1011',
    })
  }, 300_000)
})
