import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { authReady, type Lang, texts } from './account-steps'
import { DESKTOP, type Device, openBrowser, PHONE, WORKER_URL } from './browser'
import { type AddressValues, fillAddress, seedCart, stepOpen, uniqueEmail, variantInStock } from './checkout-steps'
import { networkQuiet } from './network-quiet'
import { BACK_END } from './patience'
import { expectNoSidewaysOverflow } from './sideways-overflow'
import { expectTapTargets } from './tap-targets'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

/** Controls that were too small to hit although their spacing passed: now 24 × 24 px and more themselves. */
const FOOTER_LINKS = 'footer nav a'
const CART_LINE_CONTROLS = '[data-testid="cart-line"] a, [data-testid="cart-line"] button, [data-testid="cart-line"] input'
const STEP_EDIT = '[data-testid^="step-"] h2 + button'

type Shop = { country: string; locale: Lang; segments: { products: string; categories: string; search: string }; category: string; address: AddressValues }

const GERMANY: Shop = {
  country: 'de',
  locale: 'de',
  segments: { products: 'produkte', categories: 'kategorien', search: 'suche' },
  category: 'ringe',
  address: { first: 'Maximiliane', last: 'Mustermann-Lüdenscheid', street: 'Hauptstraße 12', zip: '10115', city: 'Berlin' },
}
const UNITED_STATES: Shop = {
  country: 'us',
  locale: 'en',
  segments: { products: 'products', categories: 'categories', search: 'search' },
  category: 'rings',
  address: { first: 'Maximiliane', last: 'Whitfield-Montgomery', street: '350 Fifth Avenue', zip: '10118', city: 'New York', province: 'NY' },
}

async function firstProductHandle(country: string, locale: Lang) {
  const answer = await fetch(`${WORKER_URL}/api/products/${country}/${locale}?limit=1`)
  const { products } = (await answer.json()) as { products: { handle: string }[] }
  return products[0]!.handle
}

/** The page as the screen shows it: nothing sideways, every control big enough or far enough apart, primary actions 44 px high. */
async function checkPage(page: Page, where: string, rules: Parameters<typeof expectTapTargets>[1] = {}) {
  await networkQuiet(page)
  await expectNoSidewaysOverflow(page, where)
  await expectTapTargets(page, { ...rules, sized: [FOOTER_LINKS, ...(rules.sized ?? [])] }, where)
}

/**
 * The shop's pages on a phone (or a desktop), in one language: home with the newsletter and the footer, a category, a
 * product, the search results, content pages (a wide table among them), contact, login, registration, the cart and
 * each step of the checkout.
 */
async function shopOn(device: Device, shop: Shop) {
  const { country, locale, segments } = shop
  const t = texts(locale)
  browser = await openBrowser({ ...device, locale: locale === 'de' ? 'de-DE' : 'en-US' })
  const { page, errors } = browser

  await page.goto(`/${country}`)
  await checkPage(page, 'home')
  // the newsletter's consent comes before its button, in the page and on the screen
  const newsletter = page.locator('form[action="/api/newsletter/subscribe"]')
  const consent = newsletter.locator('input[type=checkbox][name=consent]')
  const submit = newsletter.locator('button[type=submit]')
  expect(
    await consent.evaluate((box, button) => Boolean(box.compareDocumentPosition(button!) & Node.DOCUMENT_POSITION_FOLLOWING), await submit.elementHandle()),
  ).toBe(true)
  expect((await consent.boundingBox())!.y).toBeLessThan((await submit.boundingBox())!.y)

  await page.goto(`/${country}/${segments.categories}/${shop.category}`)
  await checkPage(page, 'category')
  await page.goto(`/${country}/${segments.products}/${await firstProductHandle(country, locale)}`)
  await checkPage(page, 'product', { primary: ['[data-testid="add-to-cart"]'] })
  await page.goto(`/${country}/${segments.search}?s=ring`)
  await expect.poll(() => page.getByTestId('search-hit').count(), BACK_END).toBeGreaterThan(0)
  await checkPage(page, 'search results')
  for (const content of ['ringgroessen', 'perleninfo', 'datenschutz', 'zahlung-und-versand', 'agb', 'ueber-uns']) {
    await page.goto(`/${country}/content/${content}`)
    await checkPage(page, `content ${content}`)
  }
  await page.goto(`/${country}/contact`)
  await checkPage(page, 'contact')
  await page.goto(`/${country}/login`)
  await authReady(page)
  await checkPage(page, 'login', { primary: ['[data-testid="login-form"] button[type=submit]'] })
  await page.goto(`/${country}/register`)
  await authReady(page)
  await checkPage(page, 'register', { primary: ['[data-testid="register-form"] button[type=submit]'] })

  await seedCart(page, country, [{ variant_id: await variantInStock(country), quantity: 1 }])
  await page.goto(`/${country}/cart`)
  await page.locator('[data-testid="cart-line"]').waitFor(BACK_END)
  await checkPage(page, 'cart', { primary: ['[data-testid="to-checkout"]'], sized: [CART_LINE_CONTROLS] })
  // (the sized rule above had the line's "Entfernen" to measure)
  expect(await page.locator('[data-testid="cart-line"] button', { hasText: t('cart.remove') }).count()).toBe(1)

  await page.locator('[data-testid="to-checkout"]').click()
  await page.waitForURL(`**/${country}/checkout`)
  const next = (step: string) => `[data-testid="step-${step}"] button[type=submit]`
  await stepOpen(page, 'personal')
  await checkPage(page, 'checkout: personal', { primary: [next('personal')] })
  await page.fill('#email', uniqueEmail(`phone-${country}`))
  await page.locator(next('personal')).click()
  await stepOpen(page, 'addresses')
  await checkPage(page, 'checkout: addresses', { primary: [next('addresses')], sized: [STEP_EDIT] })
  await fillAddress(page, 'shipping', shop.address)
  await page.locator(next('addresses')).click()
  await stepOpen(page, 'shipping')
  await page.locator('[data-testid="step-shipping"] input[type=radio]').first().check()
  await page.locator('aside [data-testid="shipping-method-name"]').waitFor(BACK_END)
  await checkPage(page, 'checkout: shipping', { primary: [next('shipping')], sized: [STEP_EDIT] })
  await page.locator(next('shipping')).click()
  await stepOpen(page, 'payment')
  await page.locator('[data-testid="step-payment"] input[value="pp_bank-transfer_bank-transfer"]').check()
  await checkPage(page, 'checkout: payment', { primary: [next('payment')], sized: [STEP_EDIT] })
  await page.locator(next('payment')).click()
  await stepOpen(page, 'review')
  await checkPage(page, 'checkout: review', { primary: ['[data-testid="place-order"]'], sized: [STEP_EDIT] })
  expect(errors).toEqual([])
}

describe('the shop on a phone', () => {
  it('German: every page fits the screen and every control can be hit with a thumb', async () => {
    await shopOn(PHONE, GERMANY)
  })

  it('English: the same in the US shop', async () => {
    await shopOn(PHONE, UNITED_STATES)
  })

  it('and on a desktop, German and English', async () => {
    await shopOn(DESKTOP, GERMANY)
    await browser?.close()
    await shopOn(DESKTOP, UNITED_STATES)
  })
})
