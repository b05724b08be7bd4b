import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'
import { accountReady, authReady, cartInBrowser, logIn, sessionCookie, texts } from './account-steps'
import { type Device, openBrowser, PHONE, WORKER_URL } from './browser'
import { acceptConfirmations, browserCartId, checkoutStepsDone, stepOpen, uniqueEmail, variantInStock } from './checkout-steps'
import { call, json, placeOrder, registerCustomer } from './customer-fixture'
import { linkIn, waitForMail } from './mail-inbox'
import { networkQuiet } from './network-quiet'
import { BACK_END } from './patience'
import { expectNoSidewaysOverflow } from './sideways-overflow'

/** Sign-in edges of the account: the guard, a lost session, resets, other people's orders, the wishlist across devices, Google without Google. */

let browsers: Awaited<ReturnType<typeof openBrowser>>[] = []
afterEach(async () => {
  await Promise.all(browsers.map((browser) => browser.close()))
  browsers = []
})
async function browser(locale: 'de' | 'en' = 'de', device: Partial<Device> = {}) {
  const opened = await openBrowser({ ...device, locale: locale === 'de' ? 'de-DE' : 'en-US' })
  browsers.push(opened)
  return opened
}

describe('the account guard', () => {
  it('sends an anonymous visitor of /account/orders to the login and back there after it', async () => {
    const customer = await registerCustomer('guard')
    const { page } = await browser()
    const response = await page.goto('/de/account/orders')
    expect(new URL(page.url()).pathname).toBe('/de/login')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/de/account/orders')
    expect(response?.headers()['cache-control']).toContain('no-store')
    await authReady(page)
    await page.fill('#login-email', customer.email)
    await page.fill('#login-password', customer.password)
    await page.locator('[data-testid="login-form"] button[type=submit]').click()
    await page.waitForURL('**/de/account/orders')
    await accountReady(page)
    // the orders page is rendered with the customer's data for that session only: never to be kept by any cache
    const answer = await fetch(`${WORKER_URL}/de/account/orders`, { headers: { cookie: customer.cookie }, redirect: 'manual' })
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(await answer.text()).toContain(customer.email)
    const anonymous = await fetch(`${WORKER_URL}/de/account/orders`, { redirect: 'manual' })
    expect(anonymous.status).toBe(302)
    expect(await anonymous.text()).not.toContain(customer.email)
  })

  it('treats a session ended elsewhere (401) as signed out, quietly', async () => {
    const customer = await registerCustomer('lost-session')
    const { page, errors } = await browser()
    await sessionCookie(customer, page)
    await page.goto('/de/account')
    await accountReady(page)
    // (after the page's own calls: one still under way would store the session again when it ends)
    await networkQuiet(page)
    // the session is ended on the server (another tab's logout, an expiry): the next account page finds nobody
    expect((await call('/auth/session', { method: 'DELETE', cookie: customer.cookie })).status).toBe(200)
    await page.goto('/de/account/addresses')
    await page.waitForURL('**/de/login?redirect=*')
    await authReady(page)
    expect(await page.locator('[role="alert"]').count()).toBe(0)
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'signed_in')).toBe(false)
    expect(await page.locator('[data-testid="account-button"]').getAttribute('href')).toBe('/de/login')
    expect(errors.filter((error) => !/401|Failed to load resource/.test(error))).toEqual([])
  })

  it("shows the server's message, else 'Failed to fetch customer data', when the customer cannot be loaded, and tries again", async () => {
    const customer = await registerCustomer('fetch-failed')
    const t = texts('de')
    const { page } = await browser()
    await sessionCookie(customer, page)
    // the back end answers with a message of its own, then cannot be reached at all, then works again
    let answer: 'message' | 'unreachable' | 'real' = 'message'
    await page.route('**/medusa/store/customers/me?*', (route) =>
      answer === 'message'
        ? route.fulfill({ status: 503, json: { message: 'Wartungsarbeiten: gleich wieder da.' } })
        : answer === 'unreachable'
          ? route.abort('connectionrefused')
          : route.fallback(),
    )
    // (a page that asks for the customer in the browser: the overview and the orders bring theirs with the HTML)
    await page.goto('/de/account/personal-data')
    const failure = page.locator('[data-testid="customer-failure"]')
    await expect.poll(() => failure.innerText(), BACK_END).toContain('Wartungsarbeiten: gleich wieder da.')
    expect(new URL(page.url()).pathname).toBe('/de/account/personal-data') // an error is not "signed out"
    answer = 'unreachable'
    await failure.getByRole('button', { name: t('account.retry') }).click()
    await expect.poll(() => failure.innerText(), BACK_END).toContain(t('messages.customerFetchFailed'))
    answer = 'real'
    await failure.getByRole('button', { name: t('account.retry') }).click()
    await accountReady(page)
    expect(await page.locator('[data-testid="current-email"]').innerText()).toBe(customer.email)
  })

  it("shows another customer's order as not found, and its invoice too", async () => {
    const [owner, stranger] = await Promise.all([registerCustomer('owner'), registerCustomer('stranger')])
    const order = await placeOrder(owner)
    const { page } = await browser()
    await sessionCookie(stranger, page)
    await page.goto(`/de/account/orders/${order.id}`)
    await expect.poll(() => page.locator('[data-testid="account-content"] [role="alert"]').innerText(), BACK_END).toBe(texts('de')('messages.orderNotFound'))
    expect(await page.locator('[data-testid="invoice-download"]').count()).toBe(0)
    const invoice = await page.evaluate(async (id) => (await fetch(`/medusa/store/orders/${id}/invoice`, { credentials: 'include' })).status, order.id)
    expect(invoice).toBe(404)
    // the signed-in pages themselves are private: never cached, never indexed
    for (const path of [
      '/de/login',
      '/de/register',
      '/de/wishlist',
      '/de/account',
      '/de/account/orders',
      `/de/account/orders/${order.id}`,
      '/us/account/personal-data',
    ]) {
      const response = await fetch(`${WORKER_URL}${path}`, { headers: { cookie: owner.cookie }, redirect: 'manual' })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex')
      expect([null, 'BYPASS'], path).toContain(response.headers.get('x-edge-cache'))
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex"/>')
    }
  })
})

describe('the signed-in header and mobile menu', () => {
  it('leads a signed-in customer to the account and the orders on a phone; Logout warns of the cart, then ends the session', async () => {
    const customer = await registerCustomer('mobile-menu')
    const { page } = await browser('de', PHONE)
    await logIn(page, 'de', customer.email, customer.password)
    await expectNoSidewaysOverflow(page)
    await cartInBrowser(page, 'de', await variantInStock('de'))
    await page.goto('/de')
    await expectNoSidewaysOverflow(page)
    const accountButton = page.locator('header [data-testid="account-button"]')
    await expect.poll(() => accountButton.getAttribute('href'), BACK_END).toBe('/de/account')
    expect(await accountButton.isVisible()).toBe(true)
    expect(await accountButton.getAttribute('aria-label')).toBe('Mein Konto (angemeldet)')

    // includeHidden: the open (modal) drawer hides the rest of the page from the accessibility tree
    await page.getByRole('button', { name: 'Menü öffnen', includeHidden: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Menü' })
    await expect.poll(() => drawer.isVisible()).toBe(true)
    await expectNoSidewaysOverflow(page, 'menu')
    expect(await drawer.getByRole('link', { name: 'Mein Konto', exact: true }).getAttribute('href')).toBe('/de/account')
    expect(await drawer.getByRole('link', { name: 'Meine Bestellungen', exact: true }).getAttribute('href')).toBe('/de/account/orders')
    expect(await drawer.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0)
    expect(await drawer.getByRole('link', { name: 'Registrieren', exact: true }).count()).toBe(0)

    // Logout first warns that the cart will be lost; "stay signed in" keeps everything
    await drawer.getByRole('button', { name: 'Abmelden', exact: true }).click()
    const warning = drawer.getByRole('alertdialog')
    expect(await warning.innerText()).toContain(texts('de')('nav.account.logoutWarning'))
    await warning.getByRole('button', { name: 'Angemeldet bleiben' }).click()
    await warning.waitFor({ state: 'detached' })
    expect(await warning.count()).toBe(0)
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'signed_in')).toBe(true)

    // confirmed: the session ends, the cart goes, the login page says so
    await drawer.getByRole('button', { name: 'Abmelden', exact: true }).click()
    await drawer.getByRole('alertdialog').getByRole('button', { name: 'Ja, abmelden' }).click()
    await page.waitForURL('**/de/login?signed_out=1')
    await expect.poll(() => page.getByTestId('signed-out').innerText(), BACK_END).toBe('Sie wurden abgemeldet.')
    await expectNoSidewaysOverflow(page)
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name === 'signed_in' || name === 'cart_id'))
      .toEqual([])
    expect(await page.evaluate(async () => (await fetch('/medusa/store/customers/me', { credentials: 'include' })).status)).toBe(401)
    expect((await call('/store/customers/me', { cookie: customer.cookie })).status).toBe(200) // only this browser's session ended
    await expect.poll(() => accountButton.getAttribute('href'), BACK_END).toBe('/de/login')
    await page.getByRole('button', { name: 'Menü öffnen', includeHidden: true }).click()
    await expect.poll(() => drawer.isVisible()).toBe(true)
    expect(await drawer.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe('/de/login')
    expect(await drawer.getByRole('link', { name: 'Registrieren', exact: true }).getAttribute('href')).toBe('/de/register')
    expect(await drawer.getByRole('link', { name: 'Meine Bestellungen', exact: true }).count()).toBe(0)
    expect(await drawer.getByRole('button', { name: 'Abmelden', exact: true }).count()).toBe(0)
  })
})

describe('logout', () => {
  it('English, phone menu: with an empty cart there is nothing to warn of; the login page says "You have been signed out."', async () => {
    const t = texts('en')
    const customer = await registerCustomer('logout-empty-en')
    const { page, errors } = await browser('en', PHONE)
    await logIn(page, 'us', customer.email, customer.password)
    // a cart that was emptied: the cookie is there, the cart has no pieces
    const cartId = await cartInBrowser(page, 'us', await variantInStock('us'))
    const { cart } = await json<{ cart: { items: { id: string }[] } }>(call(`/store/carts/${cartId}`, { cookie: customer.cookie }))
    await json(call(`/store/carts/${cartId}/line-items/${cart.items[0]!.id}`, { method: 'DELETE', cookie: customer.cookie }))
    await page.goto('/us')
    await expect.poll(() => page.locator('header [data-testid="account-button"]').getAttribute('href'), BACK_END).toBe('/us/account')
    await page.getByRole('button', { name: t('header.openMenu'), includeHidden: true }).click()
    const drawer = page.getByRole('dialog', { name: t('nav.menu') })
    await drawer.getByRole('button', { name: t('nav.account.logout'), exact: true }).click()
    await page.waitForURL('**/us/login?signed_out=1')
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    await expect.poll(() => page.getByTestId('signed-out').innerText(), BACK_END).toBe('You have been signed out.')
    await expectNoSidewaysOverflow(page)
    expect((await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name === 'signed_in' || name === 'cart_id')).toEqual([])
    expect(await page.evaluate(async () => (await fetch('/medusa/store/customers/me', { credentials: 'include' })).status)).toBe(401)
    expect(errors.filter((error) => !/401/.test(error))).toEqual([])
  })

  it('German, account navigation: asks first only while the cart holds pieces, then lands on the login that says "Sie wurden abgemeldet."', async () => {
    const t = texts('de')
    const customer = await registerCustomer('logout-de')
    const { page, errors } = await browser('de')
    const asked: string[] = []
    page.on('dialog', (dialog) => {
      asked.push(dialog.message())
      void (asked.length === 1 ? dialog.dismiss() : dialog.accept())
    })
    await logIn(page, 'de', customer.email, customer.password)
    await cartInBrowser(page, 'de', await variantInStock('de'))
    await page.goto('/de/account/orders')
    await accountReady(page)
    const logout = page.getByRole('navigation', { name: t('account.nav.label') }).getByRole('button', { name: t('account.nav.logout') })
    // with a piece in the cart: the warning (the browser's dialog, once the page has looked at the cart); "cancel" keeps everything
    const warned = page.waitForEvent('dialog')
    await logout.click()
    await warned
    expect(asked).toEqual([t('nav.account.logoutWarning')])
    expect(new URL(page.url()).pathname).toBe('/de/account/orders')
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'cart_id')).toBe(true)
    // confirmed: out, and told so
    await logout.click()
    await page.waitForURL('**/de/login?signed_out=1')
    expect(asked).toHaveLength(2)
    await expect.poll(() => page.getByTestId('signed-out').innerText(), BACK_END).toBe(t('auth.signedOut'))
    expect((await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name === 'signed_in' || name === 'cart_id')).toEqual([])

    // signed in again without a cart: Logout asks nothing
    await logIn(page, 'de', customer.email, customer.password)
    await accountReady(page)
    await logout.click()
    await page.waitForURL('**/de/login?signed_out=1')
    expect(asked).toHaveLength(2)
    await authReady(page)
    expect(await page.getByTestId('signed-out').innerText()).toBe(t('auth.signedOut'))
    expect(errors.filter((error) => !/401/.test(error))).toEqual([])
  })
})

describe("a customer's cart in a browser whose session ended", () => {
  it('is gone for the anonymous visitor, and the next customer to sign in there starts a cart of their own', async () => {
    const [owner, next] = await Promise.all([registerCustomer('cart-owner'), registerCustomer('cart-next')])
    const { page } = await browser()
    await sessionCookie(owner, page)
    await page.goto('/de')
    const cartId = await cartInBrowser(page, 'de', await variantInStock('de'))
    // the session ends (its cookie expires), the cart cookie stays: the shop no longer shows the account's cart
    await page.context().clearCookies({ name: 'connect.sid' })
    await page.context().clearCookies({ name: 'signed_in' })
    await page.goto('/de/cart')
    await expect.poll(() => browserCartId(page), BACK_END).toBeNull()
    // the cart left behind again, someone else signs in: it stays the owner's, the browser forgets it
    await page.context().addCookies([{ name: 'cart_id', value: cartId, url: WORKER_URL }])
    await logIn(page, 'de', next.email, next.password)
    await expect.poll(() => browserCartId(page), BACK_END).toBeNull()
    const { cart } = await json<{ cart: { customer_id: string; items: unknown[] } }>(call(`/store/carts/${cartId}`, { cookie: owner.cookie }))
    expect([cart.customer_id, cart.items.length]).toEqual([owner.customerId, 1])
  })
})

describe('passwords', () => {
  it('resets a forgotten password through the mailed link (English), once', async () => {
    const customer = await registerCustomer('reset')
    const t = texts('en')
    const { page } = await browser('en')
    await page.goto(`/us/login`)
    await authReady(page)
    await page.fill('#login-email', customer.email)
    await page.getByRole('link', { name: t('auth.forgotPassword') }).click()
    await page.waitForURL('**/us/password-reset?*')
    await authReady(page)
    expect(await page.inputValue('#reset-email')).toBe(customer.email)
    await page.locator('[data-testid="reset-request-form"] button[type=submit]').click()
    await expect.poll(() => page.locator('[data-testid="form-success"]').innerText(), BACK_END).toContain(customer.email)
    const mail = await waitForMail(customer.email, { subject: /new password/i })
    const link = linkIn(mail, /\/us\/reset-password\?token=/)
    const path = new URL(link).pathname + new URL(link).search
    await page.goto(path)
    await authReady(page)
    await page.fill('#reset-password', 'kurz')
    await page.fill('#reset-confirm', 'anders')
    await page.locator('[data-testid="reset-password-form"] button[type=submit]').click()
    await expect.poll(() => page.locator('#reset-password-error').innerText()).toBe(t('checkout.validation.password'))
    await expect.poll(() => page.locator('#reset-confirm-error').innerText()).toBe(t('auth.mismatch'))
    await page.fill('#reset-password', 'Zurueckgesetzt-42')
    await page.fill('#reset-confirm', 'Zurueckgesetzt-42')
    await page.locator('[data-testid="reset-password-form"] button[type=submit]').click()
    await page.waitForURL('**/us/login?email=*')
    await logIn(page, 'us', customer.email, 'Zurueckgesetzt-42')
    // the link works once: a second use gets the clear message and the way to ask again
    await page.goto(path)
    await authReady(page)
    await page.fill('#reset-password', 'Noch-einmal-4242')
    await page.fill('#reset-confirm', 'Noch-einmal-4242')
    await page.locator('[data-testid="reset-password-form"] button[type=submit]').click()
    await expect.poll(() => page.locator('[data-testid="token-problem"]').isVisible(), BACK_END).toBe(true)
    expect(await page.getByRole('link', { name: t('auth.requestNew') }).count()).toBe(1)
  })

  it("tells a customer taken over from the old shop to set a new password (the back end's message)", async () => {
    const { page } = await browser()
    await page.goto('/de/login')
    await authReady(page)
    await page.fill('#login-email', 'james.whitfield@example.co.uk') // seeded without a password
    await page.fill('#login-password', 'irgendein-Passwort')
    await page.locator('[data-testid="login-form"] button[type=submit]').click()
    const failure = page.locator('[data-testid="login-failure"]')
    await expect.poll(() => failure.innerText(), BACK_END).toMatch(/Passwort/)
    const check = await json<{ message: string }>(
      fetch(`${WORKER_URL}/api/auth/check-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: WORKER_URL },
        body: JSON.stringify({ email: 'james.whitfield@example.co.uk', locale: 'de' }),
      }),
    )
    expect(await failure.innerText()).toContain(check.message)
    expect(await failure.getByRole('link', { name: texts('de')('auth.setPassword') }).getAttribute('href')).toContain('/de/password-reset?email=')
    // an unknown address is told to register
    await page.fill('#login-email', uniqueEmail('nobody'))
    await page.locator('[data-testid="login-form"] button[type=submit]').click()
    await expect.poll(() => failure.innerText(), BACK_END).toContain(texts('de')('messages.invalidUsername'))
  })
})

describe('the wishlist', () => {
  it('adds and removes with the heart, survives a reload, and follows the customer to a fresh browser after sign-in', async () => {
    const { products } = await json<{ products: { handle: string; title: string }[] }>(fetch(`${WORKER_URL}/api/products/de/de?limit=3`))
    const [first, second] = products
    const { page } = await browser()
    await page.goto(`/de/produkte/${first!.handle}`)
    const heart = page.locator('[data-purchase] [data-testid="wishlist-heart"]')
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => page.locator('[data-testid="wishlist-count"]').first().innerText()).toBe('1')
    await page.goto(`/de/produkte/${second!.handle}`)
    await heart.click()
    await page.goto('/de/wishlist')
    await expect.poll(() => page.locator('[data-testid="wishlist-item"]').count(), BACK_END).toBe(2)
    await page.reload()
    await expect.poll(() => page.locator('[data-testid="wishlist-item"]').count(), BACK_END).toBe(2)
    await page.locator('[data-testid="wishlist-item"]').nth(1).getByRole('button').last().click()
    await expect.poll(() => page.locator('[data-testid="wishlist-item"]').count()).toBe(1)
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('wishlist')))!)).toHaveLength(1)

    // signing in keeps the list in the account; a fresh browser gets it after its own sign-in
    const customer = await registerCustomer('wishlist')
    await logIn(page, 'de', customer.email, customer.password, '/de/wishlist')
    await expect
      .poll(
        async () =>
          (await json<{ customer: { metadata: { wishlist?: unknown[] } | null } }>(call('/store/customers/me?fields=+metadata', { cookie: customer.cookie })))
            .customer.metadata?.wishlist?.length,
        BACK_END,
      )
      .toBe(1)
    const other = await browser()
    await logIn(other.page, 'de', customer.email, customer.password, '/de/wishlist')
    await expect.poll(() => other.page.locator('[data-testid="wishlist-item"]').count(), BACK_END).toBe(1)
    expect(await other.page.locator('[data-testid="wishlist-item"]').innerText()).toContain(first!.title)
  })

  it("straight onto the orders page: the orders come with the HTML, the account's list arrives, and a change of it is saved", async () => {
    const { products } = await json<{ products: { id: string; handle: string; title: string }[] }>(fetch(`${WORKER_URL}/api/products/de/de?limit=1`))
    const [kept] = products
    const customer = await registerCustomer('orders-direct')
    const order = await placeOrder(customer)
    await json(
      call('/store/customers/me', { cookie: customer.cookie, body: { metadata: { wishlist: [{ id: kept!.id, handle: kept!.handle, title: kept!.title }] } } }),
    )
    const { page } = await browser()
    await sessionCookie(customer, page)
    const asked: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/medusa/')) asked.push(`${request.method()} ${path}`)
    })
    await page.goto('/de/account/orders')
    await page.locator(`[data-testid="order-rows"] [data-order-id="${order.id}"]`).waitFor(BACK_END)
    // the header takes the account's list over on this page load too (it waited for the customer of the page)
    await expect.poll(() => page.locator('[data-testid="wishlist-count"]').first().innerText(), BACK_END).toBe('1')
    await networkQuiet(page)
    expect(asked, 'the orders and the customer came with the page').toEqual([])
    // later changes on this visit are kept in the account: to the wishlist through the account's navigation, remove
    await page.locator(`[data-testid="account-content"]`).waitFor()
    await page
      .getByRole('navigation', { name: texts('de')('account.nav.label') })
      .getByRole('link', { name: texts('de')('account.nav.wishlist') })
      .click()
    await page.waitForURL('**/de/wishlist')
    await page.locator('[data-testid="wishlist-item"]').getByRole('button').last().click()
    await expect.poll(() => page.locator('[data-testid="wishlist-item"]').count()).toBe(0)
    await expect
      .poll(
        async () =>
          (await json<{ customer: { metadata: { wishlist?: unknown[] } | null } }>(call('/store/customers/me?fields=+metadata', { cookie: customer.cookie })))
            .customer.metadata?.wishlist,
        BACK_END,
      )
      .toEqual([])
  })

  it('answers an unparsable stored list with an empty one (deleted, logged)', async () => {
    const { page } = await browser()
    await page.goto('/de/wishlist')
    await page.evaluate(() => localStorage.setItem('wishlist', '{kaputt'))
    await page.reload()
    await page.locator('[data-testid="wishlist-empty"]').waitFor(BACK_END)
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull()
  })
})

describe('checkout with account creation', () => {
  it('signs the new customer in and the order belongs to the account', async () => {
    const { page } = await browser()
    const email = uniqueEmail('checkout-account')
    await page.goto('/de')
    const cartId = await cartInBrowser(page, 'de', await variantInStock('de'))
    await checkoutStepsDone(cartId, 'de', { email, address: { first: 'Clara', last: 'Neu', street: 'Ringstraße 3', zip: '10115', city: 'Berlin' } })
    await page.goto('/de/checkout')
    await stepOpen(page, 'review')
    await acceptConfirmations(page)
    await page.check('#create-account')
    await page.locator('[data-testid="place-order"]').click()
    // a missing password gets its message, nothing placed
    await expect.poll(() => page.locator('#account-password-error').innerText()).not.toBe('')
    await page.fill('#account-password', 'Konto-beim-Kauf-1')
    await page.locator('[data-testid="place-order"]').click()
    await page.waitForURL(/\/de\/order\/order_[A-Za-z0-9]+\/confirmed$/)
    const orderId = new URL(page.url()).pathname.split('/')[3]!
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'signed_in')).toBe(true)
    await page.goto('/de/account/orders')
    await accountReady(page)
    await page.locator(`[data-testid="order-rows"] a[href$="/account/orders/${orderId}"]`).first().waitFor(BACK_END)
  })
})

describe('accessibility and Google', () => {
  it('names the logo link with its visible text (axe: label in name), on a page and the login', async () => {
    const { page } = await browser()
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
    for (const path of ['/de', '/de/login']) {
      await page.goto(path)
      // evaluated through the debugging protocol: an added <script> tag would be refused by the shop's CSP
      await page.evaluate(axe)
      const violations = await page.evaluate(async () => {
        const result = await (
          window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
        ).axe.run(document, {
          runOnly: { type: 'rule', values: ['label-content-name-mismatch', 'link-name', 'button-name', 'label'] },
        })
        return result.violations.map((violation) => violation.id)
      })
      expect(violations, path).toEqual([])
    }
  })

  it('offers no Google button while the back end has no Google provider, and a bad callback shows the error', async () => {
    const { providers } = await json<{ providers: { id: string }[] }>(fetch(`${WORKER_URL}/medusa/auth/customer/providers`))
    expect(providers.map((provider) => provider.id)).not.toContain('google')
    const { page } = await browser()
    await page.goto('/de/login')
    await authReady(page)
    await networkQuiet(page)
    expect(await page.locator('[data-testid="google-sign-in"]').count()).toBe(0)
    await page.goto('/de/auth/google/callback?code=erfunden&state=falsch')
    await expect.poll(() => page.locator('[data-testid="google-failure"]').isVisible(), BACK_END).toBe(true)
  })
})
