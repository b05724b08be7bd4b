import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { ProductList } from '../routes/api-types'
import { openBrowser, PHONE } from './browser'
import { type AddressValues, checkoutStepsDone, seedCart, stepOpen, uniqueEmail, variantInStock } from './checkout-steps'
import { BACK_END } from './patience'

export { BACK_END } from './patience'

/** Where the journeys shop: Germany in German, the US in English; each on a phone and at desktop width. */
export const SHOPPERS = [
  { country: 'de', locale: 'de', device: 'phone' },
  { country: 'de', locale: 'de', device: 'desktop' },
  { country: 'us', locale: 'en', device: 'phone' },
  { country: 'us', locale: 'en', device: 'desktop' },
] as const
export type Shopper = (typeof SHOPPERS)[number]

const ADDRESSES: Record<Shopper['country'], AddressValues> = {
  de: { first: 'Anna', last: 'Schmidt', street: 'Hauptstraße 12', zip: '10115', city: 'Berlin' },
  us: { first: 'John', last: 'Miller', street: '350 Fifth Avenue', zip: '10118', city: 'New York', province: 'NY' },
}

/** What a shop promises, as the shopper reads it on each kind of page. */
export type Promises = { home: string; product: string; footer: string[]; terms: string[] }

export const openShopper = (shopper: Shopper, baseURL?: string) =>
  openBrowser({ baseURL, locale: shopper.locale === 'de' ? 'de-DE' : 'en-US', ...(shopper.device === 'phone' ? PHONE : {}) })

const SEGMENT = { de: 'produkte', en: 'products' } as const

/** Home (the promises under the hero), a product page (beside the buy button), the footer, the payment and shipping page. */
export async function readPromises(page: Page, shopper: Shopper, shop: string): Promise<Promises> {
  await page.goto(`/${shopper.country}`)
  const home = (await page.locator('section[aria-label] li', { hasText: shopper.locale === 'de' ? 'Bezahlen per' : 'Pay by' }).innerText()).trim()
  // the footer comes as the shopper nears it
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const badges = page.locator('[data-testid="footer-payment-methods"] li')
  await badges.first().waitFor(BACK_END)
  // the footer skips rendering off screen (content-visibility); its text is there from the frame after the scroll
  await expect.poll(async () => (await badges.allInnerTexts()).every((text) => text.trim() !== ''), BACK_END).toBe(true)
  const footer = (await badges.allInnerTexts()).map((text) => text.trim())

  const { products } = (await (await fetch(`${shop}/api/products/${shopper.country}/${shopper.locale}?limit=1`)).json()) as ProductList
  await page.goto(`/${shopper.country}/${SEGMENT[shopper.locale]}/${products[0].handle}`)
  const product = (await page.locator('#shop-promises ~ ul li', { hasText: shopper.locale === 'de' ? 'Bezahlen Sie per' : 'Pay by' }).innerText()).trim()

  await page.goto(`/${shopper.country}/content/zahlung-und-versand`)
  const terms = (await page.locator('main dl dt').allInnerTexts()).map((text) => text.trim())
  return { home, product, footer, terms }
}

/** A cart of one piece in the shopper's shop, the checkout's steps before the payment done (that step open). */
export async function checkoutUntilPayment(page: Page, shopper: Shopper, shop: string) {
  const cartId = await seedCart(page, shopper.country, [{ variant_id: await variantInStock(shopper.country), quantity: 1 }], shop)
  await checkoutStepsDone(cartId, shopper.country, { email: uniqueEmail(`pay-${shopper.country}`), address: ADDRESSES[shopper.country], payment: false })
  await page.goto(`/${shopper.country}/cart`)
  // entered from the cart like a shopper does: the checkout is a page load of its own (its own CSP)
  await page.evaluate(() => Object.assign(window, { cartPageMarker: true }))
  await page.locator('[data-testid="to-checkout"]').click()
  await page.waitForURL(`**/${shopper.country}/checkout`)
  expect(await page.evaluate(() => 'cartPageMarker' in window), 'the checkout was loaded as a page of its own').toBe(false)
  await stepOpen(page, 'payment')
}

/** The payment step's choices: their provider ids and labels, in order. */
export async function paymentChoices(page: Page) {
  const radios = page.locator('[data-testid="step-payment"] label:has(input[type=radio])')
  const values = await radios.locator('input').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  const labels = await radios.locator('span.font-medium').allInnerTexts()
  return values.map((value, i) => ({ value, label: labels[i].trim() }))
}
