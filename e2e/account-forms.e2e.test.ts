import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { PRODUCTS } from '../backend/src/scripts/seed-data/products'
import type { ProductDetail, ProductList } from '../routes/api-types'
import { uniqueClientAddress } from '../worker/test/client-address'
import { accountReady, authReady, fieldError, fillRegister, type Lang, logIn, texts } from './account-steps'
import { openBrowser, WORKER_URL } from './browser'
import { uniqueEmail } from './checkout-steps'
import { call, json, placeOrder, registerCustomer } from './customer-fixture'
import { mailsTo } from './mail-inbox'
import { networkQuiet } from './network-quiet'
import { BACK_END } from './patience'

const SEEDED_HANDLES = new Set(PRODUCTS.map((product) => product.handle))

/** The account's smaller forms in the browser: personal data, the reset request, claiming a guest order and its mailed answers, the wishlist's cart button. */

let browsers: Awaited<ReturnType<typeof openBrowser>>[] = []
afterEach(async () => {
  await Promise.all(browsers.map((browser) => browser.close()))
  browsers = []
})
async function browser(locale: Lang = 'de') {
  const opened = await openBrowser({ locale: locale === 'de' ? 'de-DE' : 'en-US' })
  browsers.push(opened)
  return opened
}

/** A notification (toast) with this text; it closes itself after 5 s, so it is looked for at once. */
const notification = (page: Page, text: string) => page.locator('.notification').filter({ hasText: text })

async function personalData(country: string, locale: Lang) {
  const t = texts(locale)
  const customer = await registerCustomer(`personal-${country}`)
  const { page, errors } = await browser(locale)
  await logIn(page, country, customer.email, customer.password, `/${country}/account/personal-data`)
  await accountReady(page)
  const saveName = () => page.locator('[data-testid="personal-form"] button[type=submit]').click()

  // name: an empty first name gets its message, the other fields keep what was typed; then it is saved
  await page.fill('#personal-first_name', '')
  await page.fill('#personal-last_name', 'Musterfrau')
  await saveName()
  await expect.poll(() => fieldError(page, 'personal-first_name').innerText()).toBe(t('auth.required'))
  expect(await page.inputValue('#personal-last_name')).toBe('Musterfrau')
  await page.fill('#personal-first_name', 'Eva-Maria')
  await saveName()
  await expect.poll(() => notification(page, t('messages.informationSaved')).count(), BACK_END).toBe(1)
  const me = async () =>
    (
      await json<{ customer: { first_name: string; last_name: string; email: string } }>(
        call('/store/customers/me?fields=first_name,last_name,email', { cookie: customer.cookie }),
      )
    ).customer
  expect(await me()).toMatchObject({ first_name: 'Eva-Maria', last_name: 'Musterfrau' })

  // email: a bad address and a missing password get their messages; a wrong password its own, nothing typed lost
  const changeEmail = () => page.locator('[data-testid="email-form"] button[type=submit]').click()
  await page.fill('#email-new', 'kein-at')
  await changeEmail()
  await expect.poll(() => fieldError(page, 'email-new').innerText()).toBe(t('checkout.validation.email'))
  await expect.poll(() => fieldError(page, 'email-password').innerText()).toBe(t('auth.required'))
  const next = uniqueEmail(`personal-new-${country}`)
  await page.fill('#email-new', next)
  await page.fill('#email-password', 'nicht-mein-Passwort')
  await changeEmail()
  await expect.poll(() => fieldError(page, 'email-password').innerText(), BACK_END).toBe(t('account.personal.wrongPassword'))
  expect(await page.inputValue('#email-new')).toBe(next)
  expect(await page.inputValue('#email-password')).toBe('nicht-mein-Passwort')
  expect((await me()).email).toBe(customer.email)
  await page.fill('#email-password', customer.password)
  await changeEmail()
  await expect.poll(() => page.locator('[data-testid="current-email"]').innerText(), BACK_END).toBe(next)
  expect((await me()).email).toBe(next)
  expect(errors.filter((error) => !/40[01]|Failed to load resource/.test(error))).toEqual([])
}

describe('personal data', () => {
  it('in German: each bad input its message, a wrong password keeps what was typed, saved name and email', async () => {
    await personalData('de', 'de')
  })

  it('in English: the same, "Your information has been saved."', async () => {
    await personalData('us', 'en')
  })
})

describe('a session ended elsewhere', () => {
  it('signs the customer out when saving (401), without an error, and the login returns to the page', async () => {
    const customer = await registerCustomer('update-401')
    const { page } = await browser()
    await logIn(page, 'de', customer.email, customer.password, '/de/account/personal-data')
    await accountReady(page)
    await networkQuiet(page)
    const cookie = (await page.context().cookies())
      .filter((c) => c.name === 'connect.sid')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
    expect((await call('/auth/session', { method: 'DELETE', cookie })).status).toBe(200)
    await page.fill('#personal-first_name', 'Verloren')
    await page.locator('[data-testid="personal-form"] button[type=submit]').click()
    await page.waitForURL('**/de/login?redirect=*', BACK_END)
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/de/account/personal-data')
    expect((await page.context().cookies()).some((c) => c.name === 'signed_in')).toBe(false)
    await authReady(page)
    expect(await page.locator('[role="alert"]').count()).toBe(0)
    expect(
      (await json<{ customer: { first_name: string } }>(call('/store/customers/me?fields=first_name', { cookie: customer.cookie }))).customer.first_name,
    ).toBe('Erika')
  })
})

describe('the reset request', () => {
  it('answers an empty and a malformed address with their messages and keeps the input', async () => {
    const t = texts('de')
    const { page, context } = await browser()
    // reset requests are rate-limited per client: a client address of this test's own
    await context.setExtraHTTPHeaders({ 'cf-connecting-ip': uniqueClientAddress() })
    await page.goto('/de/password-reset')
    await authReady(page)
    const send = () => page.locator('[data-testid="reset-request-form"] button[type=submit]').click()
    await send()
    await expect.poll(() => fieldError(page, 'reset-email').innerText()).toBe(t('checkout.validation.required'))
    await page.fill('#reset-email', 'erika@@beispiel')
    await send()
    await expect.poll(() => fieldError(page, 'reset-email').innerText()).toBe(t('checkout.validation.email'))
    expect(await page.inputValue('#reset-email')).toBe('erika@@beispiel')
    expect(await page.locator('[data-testid="form-success"]').count()).toBe(0)
    // an address without an account is told the same as one with (nobody learns who is a customer)
    const nobody = uniqueEmail('reset-nobody')
    await page.fill('#reset-email', nobody)
    await send()
    await expect.poll(() => page.locator('[data-testid="form-success"]').innerText(), BACK_END).toContain(nobody)
  })
})

/** The accept or decline link of the transfer mail for this order (Medusa mails one per request). */
async function transferLink(email: string, answer: 'accept' | 'decline', orderId: string) {
  for (let attempt = 0; attempt < 60; attempt++) {
    for (const mail of await mailsTo(email)) {
      const href = mail.links.find((link) => link.href.includes(`/order/transfer/${orderId}/${answer}?`))?.href
      if (href) return new URL(href).pathname + new URL(href).search
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no transfer mail for ${orderId}`)
}

describe('claiming a guest order', () => {
  it('checks the number, answers every number alike, mails the request to the order; the accept page adds the order, the decline page leaves it', async () => {
    const t = texts('de')
    const email = uniqueEmail('claim')
    const kept = await placeOrder(null, { email })
    const refused = await placeOrder(null, { email })
    const customer = await registerCustomer('claim', undefined, email)
    const { page, errors } = await browser()
    await logIn(page, 'de', customer.email, customer.password, '/de/account/orders')
    await accountReady(page)
    const claim = (number: string) => page.fill('#claim-number', number).then(() => page.locator('[data-testid="claim-form"] button[type=submit]').click())
    const outcome = page.locator('[data-testid="claim-outcome"]')

    await claim('abc')
    await expect.poll(() => fieldError(page, 'claim-number').innerText()).toBe(t('account.claim.invalid'))
    expect(await page.inputValue('#claim-number')).toBe('abc')
    // an unknown number gets the same answer as a real one: the account learns nothing about orders by asking
    await claim('987654321')
    await expect.poll(() => outcome.innerText(), BACK_END).toBe(t('account.claim.sent', { email, number: '987654321' }))
    expect(await page.inputValue('#claim-number')).toBe('')
    for (const order of [kept, refused]) {
      await claim(`#${order.display_id}`)
      await expect.poll(() => outcome.innerText(), BACK_END).toBe(t('account.claim.sent', { email, number: String(order.display_id) }))
      expect(await page.inputValue('#claim-number')).toBe('')
    }

    // the mailed accept link opens a page; the answer takes a click (mail scanners open links by themselves)
    const accept = await transferLink(email, 'accept', kept.id)
    await page.goto(accept)
    await expect.poll(() => page.locator('[data-testid="transfer-answer"]').innerText(), BACK_END).toBe(t('account.transfer.accept'))
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(t('account.transfer.acceptTitle'))
    await page.locator('[data-testid="transfer-answer"]').click()
    await expect.poll(() => page.locator('[data-testid="transfer-done"]').innerText(), BACK_END).toBe(t('account.transfer.accepted'))
    await page.getByRole('link', { name: t('account.transfer.toAccount') }).click()
    await page.waitForURL('**/de/account/orders')
    await page.locator(`[data-testid="order-rows"] a[href$="/account/orders/${kept.id}"]`).first().waitFor(BACK_END)
    // a used link is told as such
    await page.goto(accept)
    await page.locator('[data-testid="transfer-answer"]').click()
    await expect.poll(() => page.locator('[data-testid="transfer-failed"]').innerText(), BACK_END).toBe(t('account.transfer.failed'))

    const decline = await transferLink(email, 'decline', refused.id)
    await page.goto(decline)
    await expect.poll(() => page.locator('[data-testid="transfer-answer"]').innerText(), BACK_END).toBe(t('account.transfer.decline'))
    await page.locator('[data-testid="transfer-answer"]').click()
    await expect.poll(() => page.locator('[data-testid="transfer-done"]').innerText(), BACK_END).toBe(t('account.transfer.declined'))
    const { orders } = await json<{ orders: { id: string }[] }>(call('/store/orders?fields=id&limit=50', { cookie: customer.cookie }))
    expect(orders.map((order) => order.id)).toEqual([kept.id])

    // without the mail's token the page says what it needs
    await page.goto(`/de/order/transfer/${refused.id}/accept`)
    await expect.poll(() => page.locator('[data-auth-shell] [data-testid="form-error"]').innerText(), BACK_END).toBe(t('account.transfer.missingToken'))
    expect(errors.filter((error) => !/40[0-9]|Failed to load resource/.test(error))).toEqual([])
  })
})

describe('the wishlist page', () => {
  it('puts a single-variant piece into the cart, and sends a piece with variants to its page', async () => {
    const t = texts('de')
    const { products } = await json<ProductList>(fetch(`${WORKER_URL}/api/products/de/de?limit=100`))
    let single: ProductDetail | undefined
    let several: ProductDetail | undefined
    // seeded pieces only: a piece another file made for itself may be sold or deleted by it while this journey runs
    for (const summary of products.filter((product) => SEEDED_HANDLES.has(product.handle))) {
      if (single && several) break
      const product = await json<ProductDetail>(fetch(`${WORKER_URL}/api/products/de/de/${summary.handle}`))
      if (!single && product.variants.length === 1 && product.variants[0]!.in_stock && product.variants[0]!.stock.status !== 'sold_out') single = product
      else if (!several && product.variants.length > 1) several = product
    }
    if (!single || !several) throw new Error('the seeded catalogue has no single-variant piece in stock, or none with variants')
    const { page, errors } = await browser()
    for (const product of [single, several]) {
      await page.goto(`/de/produkte/${product.handle}`)
      const heart = page.locator('[data-purchase] [data-testid="wishlist-heart"]')
      await heart.click()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    }
    await page.goto('/de/wishlist')
    const row = (product: ProductDetail) => page.locator(`[data-testid="wishlist-item"][data-product-id="${product.id}"]`)
    await row(single).locator('[data-testid="add-to-cart"]').waitFor(BACK_END)
    expect(await row(several).locator('[data-testid="add-to-cart"]').count()).toBe(0)
    expect(
      await row(several)
        .getByRole('link', { name: t('wishlist.chooseOnPage') })
        .getAttribute('href'),
    ).toBe(`/de/produkte/${several.handle}`)

    await row(single).locator('[data-testid="add-to-cart"]').click()
    await expect.poll(() => page.locator('[data-testid="cart-count"]').first().innerText(), BACK_END).toBe('1')
    const cartId = (await page.context().cookies()).find((cookie) => cookie.name === 'cart_id')?.value
    expect(cartId).toMatch(/^cart_/)
    const { cart } = await json<{ cart: { items: { variant_id: string; quantity: number }[] } }>(
      fetch(`${WORKER_URL}/medusa/store/carts/${cartId}?fields=*items`),
    )
    expect(cart.items.map((item) => [item.variant_id, item.quantity])).toEqual([[single.variants[0]!.id, 1]])
    // the piece stays on the wishlist after it went into the cart
    expect(await page.locator('[data-testid="wishlist-item"]').count()).toBe(2)
    expect(errors).toEqual([])
  })
})

describe('registering an address that already has a sign-in', () => {
  async function registerPage(clientAddress: string) {
    const { page, context, errors } = await browser()
    // registrations and sign-ins that fail are rate-limited per client: a client address of this test's own
    await context.setExtraHTTPHeaders({ 'cf-connecting-ip': clientAddress })
    await page.goto('/de/register')
    await authReady(page)
    return { page, errors }
  }

  it('signs in with the same credentials instead: completes a half-finished registration, and reopens an existing account', async () => {
    const t = texts('de')
    // a sign-in identity whose registration stopped before the customer was created ("already exists" → log in)
    const email = uniqueEmail('register-again')
    const password = 'Halb-fertig-2024'
    expect((await call('/auth/customer/emailpass/register', { body: { email, password } })).status).toBe(200)
    const client = uniqueClientAddress()
    const first = await registerPage(client)
    await fillRegister(first.page, { first: 'Hanna', last: 'Zweitversuch', email, password })
    await first.page.locator('[data-testid="register-form"] button[type=submit]').click()
    await first.page.waitForURL('**/de/account', BACK_END)
    await expect.poll(() => notification(first.page, t('messages.accountCreated')).count(), BACK_END).toBe(1)
    await expect.poll(() => first.page.locator('[data-testid="account-name"]').innerText(), BACK_END).toContain('Hanna Zweitversuch')

    // registering once more with the same credentials opens the same account: no second customer, the name stays
    const again = await registerPage(client)
    await fillRegister(again.page, { first: 'Andere', last: 'Person', email, password })
    await again.page.locator('[data-testid="register-form"] button[type=submit]').click()
    await again.page.waitForURL('**/de/account', BACK_END)
    // and says so, rather than "Your account has been created."
    await expect.poll(() => notification(again.page, t('auth.existingSignedIn')).count(), BACK_END).toBe(1)
    await expect.poll(() => again.page.locator('[data-testid="account-name"]').innerText(), BACK_END).toContain('Hanna Zweitversuch')
    const cookie = (await again.page.context().cookies())
      .filter((c) => c.name === 'connect.sid')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
    const { customer } = await json<{ customer: { email: string; first_name: string } }>(call('/store/customers/me?fields=email,first_name', { cookie }))
    expect(customer).toEqual(expect.objectContaining({ email, first_name: 'Hanna' }))
  })

  it("with another password: 'An error occurred while logging in: Invalid password…' in German, nothing typed lost", async () => {
    const t = texts('de')
    const existing = await registerCustomer('register-taken')
    const { page } = await registerPage(uniqueClientAddress())
    await fillRegister(page, { first: 'Erika', last: 'Mustermann', email: existing.email, password: 'Ein-anderes-Passwort-7' })
    await page.locator('[data-testid="register-form"] button[type=submit]').click()
    const failure = page.locator('[data-testid="register-failure"]')
    // the detail in the visitor's language, not Medusa's English "Invalid email or password"
    await expect.poll(() => failure.innerText(), BACK_END).toBe(t('messages.loginAfterRegistrationFailed', { detail: t('messages.invalidPassword') }))
    expect(new URL(page.url()).pathname).toBe('/de/register')
    expect(await page.inputValue('#register-email')).toBe(existing.email)
    expect(await page.inputValue('#register-first_name')).toBe('Erika')
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'signed_in')).toBe(false)
  })
})
