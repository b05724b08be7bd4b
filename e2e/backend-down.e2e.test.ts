import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ProductList } from '../routes/api-types'
import type { FixtureWorker } from '../scripts/lib/fixture-worker.mjs'
import { DESKTOP_CHROME, openBrowser } from './browser'
import { acceptConfirmations, adminOrdersByEmail, checkoutStepsDone, stepOpen, uniqueEmail, variantInStock } from './checkout-steps'
import { startJourneyShop } from './journey-shop'
import { BACK_END } from './patience'

// The shop in Chromium while its back end hangs: this file runs a worker of its own in front of a proxy to
// the stack's Medusa (scripts/lib/backend-proxy.mjs) and makes that proxy accept requests without ever
// answering them, as a Medusa stopped with SIGSTOP would. Other test files keep the shared worker.

/** The write deadline (10 s) and the read that follows it (4 s), plus room for a loaded machine. */
const AFTER_DEADLINES = { timeout: 25_000 }

let shop: FixtureWorker
let browser: Awaited<ReturnType<typeof openBrowser>> | undefined

beforeAll(async () => {
  shop = await startJourneyShop('backendDown')
}, 180_000)
afterEach(async () => {
  await shop.proxy.setMode('pass')
  await browser?.close()
  browser = undefined
})
afterAll(async () => shop?.stop())

/** A cart with one unit of a variant, made through this worker's pass-through, and the browser holding its id. */
async function cartWithOneItem(variantId: string) {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${shop.url}/medusa/store${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.url },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(200)
    return ((await response.json()) as { cart: { id: string } }).cart
  }
  const { regions } = (await (await fetch(`${shop.url}/api/regions`)).json()) as { regions: { id: string; countries: { iso_2: string }[] }[] }
  const cart = await post('/carts', { region_id: regions.find((region) => region.countries.some((country) => country.iso_2 === 'de'))!.id })
  await post(`/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
  await browser!.context.addCookies([{ name: 'cart_id', value: cart.id, url: shop.url }])
  return cart.id
}

const cartCookie = async () => (await browser!.context.cookies(shop.url)).find((cookie) => cookie.name === 'cart_id')?.value

describe('the shop while the back end hangs', () => {
  it('cart: says what failed, keeps the cart id, and nothing is lost once the back end is back', async () => {
    browser = await openBrowser({ baseURL: shop.url })
    const { page } = browser
    const cartId = await cartWithOneItem(await variantInStock('de', 2))
    const line = page.locator('[data-testid="cart-line"]')
    const quantity = () => line.locator('[data-testid="line-quantity"]').inputValue()

    // the cart page cannot read the cart: it says so and offers another try; the cart id stays
    await shop.proxy.setMode('hang')
    await page.goto('/de/cart')
    await page.getByText('Der Warenkorb konnte nicht geladen werden.').waitFor(AFTER_DEADLINES)
    expect(await cartCookie()).toBe(cartId)
    await shop.proxy.setMode('pass')
    await page.getByRole('button', { name: 'Erneut versuchen' }).click()
    await expect.poll(quantity, BACK_END).toBe('1')

    // a change that cannot be saved is reported and taken back: the page shows what the back end holds
    await shop.proxy.setMode('hang')
    await line.getByRole('button', { name: /erhöhen/ }).click()
    // (a notification's text is also read out by a live region, hence the first of two)
    await page.getByText('Die Menge konnte nicht geändert werden. Der Warenkorb zeigt den gespeicherten Stand.').first().waitFor(AFTER_DEADLINES)
    await expect.poll(quantity, BACK_END).toBe('1')
    expect(await cartCookie()).toBe(cartId)

    // back again: the same cart, and the change goes through
    await shop.proxy.setMode('pass')
    await line.getByRole('button', { name: /erhöhen/ }).click()
    await expect.poll(quantity, BACK_END).toBe('2')
    // the page shows the new quantity at once and saves it meanwhile (the cart is busy until the back end answered):
    // a reload before then would cancel the saving request
    await expect.poll(() => page.locator('main [aria-busy="true"]').count(), BACK_END).toBe(0)
    await page.reload()
    await expect.poll(quantity, BACK_END).toBe('2')
    expect(await cartCookie()).toBe(cartId)
  })

  it('a page that needs the back end: the branded 503 in the visitor’s language, with header and footer', async () => {
    browser = await openBrowser({ baseURL: shop.url, userAgent: DESKTOP_CHROME })
    const { page } = browser
    const { products } = (await (await fetch(`${shop.url}/api/products/de/de?limit=3&offset=6`)).json()) as ProductList
    await shop.proxy.setMode('hang')
    const response = await page.goto(`/de/produkte/${products[0].handle}`)
    expect(response?.status()).toBe(503)
    expect(response?.headers()['retry-after']).toBe('30')
    await expect.poll(() => page.locator('h1').innerText()).toBe('503')
    expect(await page.locator('main').innerText()).toContain('Bitte versuchen Sie es gleich noch einmal.')
    expect(await page.locator('footer').count()).toBe(1)
    expect(await page.title()).toContain('Fehler 503')
  })

  it('checkout: placing the order says it failed and keeps the cart; a second try places exactly one order', async () => {
    browser = await openBrowser({ baseURL: shop.url })
    const { page } = browser
    const email = uniqueEmail('haengt')
    const cartId = await cartWithOneItem(await variantInStock('de', 1))
    await checkoutStepsDone(cartId, 'de', { email, address: { first: 'Lena', last: 'Vogel', street: 'Lindenstraße 7', zip: '50667', city: 'Köln' } })
    await page.goto('/de/checkout')
    await stepOpen(page, 'review')
    await acceptConfirmations(page)

    await shop.proxy.setMode('hang')
    await page.locator('[data-testid="place-order"]').click()
    await expect
      .poll(() => page.locator('[data-testid="order-failure"]').innerText(), AFTER_DEADLINES)
      .toBe('Die Bestellung konnte nicht aufgegeben werden. Bitte versuchen Sie es erneut.')
    expect(await cartCookie()).toBe(cartId)
    expect(page.url()).toMatch(/\/de\/checkout/)

    await shop.proxy.setMode('pass')
    await page.locator('[data-testid="place-order"]').click()
    await page.waitForURL(/\/de\/order\/order_[A-Za-z0-9]+\/confirmed$/, BACK_END)
    const orderId = new URL(page.url()).pathname.split('/')[3]
    await expect.poll(async () => (await adminOrdersByEmail(email)).map((order) => order.id), BACK_END).toEqual([orderId])
  })
})
