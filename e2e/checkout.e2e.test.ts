import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser } from './browser'
import {
  type AddressValues,
  acceptConfirmations,
  adminOrdersByEmail,
  browserCartId,
  chooseOption,
  fillCheckout,
  twoVariantProduct,
  uniqueEmail,
} from './checkout-steps'
import { mailsTo, waitForMail } from './mail-inbox'
import { BACK_END } from './patience'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Journey = {
  country: string
  locale: 'de' | 'en'
  segment: string
  currency: string
  address: AddressValues
  shippingFree: boolean
  subject: RegExp
  texts: { cart: string; checkout: string; iban: RegExp; shipping: string; vat: { testid: string; text: string } }
}

/**
 * browse → add two variants → change a quantity in the cart → guest checkout with bank transfer →
 * the confirmation page shows the order → Medusa holds it with the right items, addresses, shipping
 * method and totals → the confirmation mail in the order's language.
 */
async function buyAsGuest(journey: Journey) {
  browser = await openBrowser({ locale: journey.locale === 'de' ? 'de-DE' : 'en-US' })
  const { page, errors } = browser
  const email = uniqueEmail(journey.country)
  const { product, first, second, option } = await twoVariantProduct(journey.country, journey.locale, 5000 / 1.2)

  await page.goto(`/${journey.country}/${journey.segment}/${product.handle}?variant=${first.id}`)
  await page.locator('[data-testid="add-to-cart"]').click()
  await expect.poll(() => page.locator('[data-testid="cart-count"]').innerText(), BACK_END).toBe('1')
  await chooseOption(page, product, option, second.options[option])
  await page.locator('[data-testid="add-to-cart"]').click()
  await expect.poll(() => page.locator('[data-testid="cart-count"]').innerText(), BACK_END).toBe('2')

  // the header dropdown leads to the cart page
  await page.locator('[data-testid="cart-header-button"]').click()
  await page.locator('[data-testid="cart-dropdown"]').getByRole('link', { name: journey.texts.cart }).click()
  await page.waitForURL(`**/${journey.country}/cart`)
  await expect.poll(() => page.locator('[data-testid="cart-line"]').count(), BACK_END).toBe(2)
  const firstLine = page.locator(`[data-testid="cart-line"][data-variant-id="${first.id}"]`)
  await firstLine.getByRole('button', { name: new RegExp(journey.locale === 'de' ? 'erhöhen' : 'Increase') }).click()
  await expect.poll(() => firstLine.locator('[data-testid="line-quantity"]').inputValue(), BACK_END).toBe('2')
  await page.locator('[data-testid="to-checkout"]').click()
  await page.waitForURL(`**/${journey.country}/checkout`)

  await fillCheckout(page, { email, address: journey.address })
  await acceptConfirmations(page)
  // the review's totals say what VAT the prices include (or that an export pays none), not "taxes" as if added
  const reviewTotals = page.locator('form:has([data-testid="place-order"]) [data-testid="cart-totals"]')
  await expect.poll(() => reviewTotals.locator(`[data-testid="${journey.texts.vat.testid}"] dt`).innerText(), BACK_END).toBe(journey.texts.vat.text)
  expect(await reviewTotals.locator('[data-testid="tax-included"], [data-testid="tax-free"]').count()).toBe(1)
  const cartId = await browserCartId(page)
  expect(cartId).toMatch(/^cart_/)
  await page.locator('[data-testid="place-order"]').click()
  await page.waitForURL(new RegExp(`/${journey.country}/order/order_[A-Za-z0-9]+/confirmed$`))
  const orderId = new URL(page.url()).pathname.split('/')[3]

  const summary = page.locator('[data-testid="order-summary"]')
  await summary.waitFor()
  expect(await summary.getAttribute('data-order-id')).toBe(orderId)
  await expect.poll(() => page.locator('[data-testid="bank-details"]').innerText(), BACK_END).toMatch(journey.texts.iban)
  // the shipping method in the shop's language (Medusa stores the option's German name)
  await expect.poll(() => summary.innerText(), BACK_END).toContain(journey.texts.shipping)
  expect(await browserCartId(page)).toBeNull()
  expect(await page.evaluate(() => sessionStorage.getItem('checkout_country'))).toBe(journey.country)

  const [order, ...others] = await adminOrdersByEmail(email)
  expect(others).toEqual([])
  expect(order.id).toBe(orderId)
  expect(await page.locator('[data-testid="order-number"]').innerText()).toBe(String(order.display_id))
  expect(await page.locator('[data-testid="bank-details"]').innerText()).toContain(String(order.display_id))
  expect(order.currency_code).toBe(journey.currency)
  const quantities = Object.fromEntries(order.items.map((item) => [item.variant_id, item.quantity]))
  expect(quantities).toEqual({ [first.id]: 2, [second.id]: 1 })
  expect(order.shipping_address).toMatchObject({
    first_name: journey.address.first,
    last_name: journey.address.last,
    address_1: journey.address.street,
    postal_code: journey.address.zip,
    city: journey.address.city,
    country_code: journey.address.country ?? journey.country,
  })
  expect(order.billing_address).toMatchObject({ address_1: journey.address.street, city: journey.address.city })
  expect(order.shipping_methods.map((method) => method.name)).toEqual(['Versicherter Versand'])
  expect(order.shipping_total === 0).toBe(journey.shippingFree)
  expect(order.item_total).toBeCloseTo(2 * first.price!.amount + second.price!.amount, 2)
  expect(order.total).toBeCloseTo(order.item_total + order.shipping_total, 2)
  expect(order.metadata?.locale).toBe(journey.locale)

  const mail = await waitForMail(email, { timeoutMs: BACK_END.timeout })
  expect(await mailsTo(email)).toHaveLength(1)
  expect(mail.subject).toMatch(journey.subject)
  expect(mail.subject).toContain(String(order.display_id))
  expect(mail.text).toMatch(journey.texts.iban)
  expect(errors).toEqual([])
}

describe('a guest buys', () => {
  it('in German from Germany, paying by bank transfer', async () => {
    await buyAsGuest({
      country: 'de',
      locale: 'de',
      segment: 'produkte',
      currency: 'eur',
      address: { first: 'Anna', last: 'Schmidt', street: 'Hauptstraße 12', zip: '10115', city: 'Berlin' },
      shippingFree: true,
      subject: /^Ihre Bestellung Nr\. \d+/,
      texts: {
        cart: 'Zum Warenkorb',
        checkout: 'Zur Kasse',
        iban: /IBAN:?\s+DE89/,
        shipping: 'Versicherter Versand',
        vat: { testid: 'tax-included', text: 'inkl. 19 % MwSt.' },
      },
    })
  })

  it('in English from the US, in US dollars', async () => {
    await buyAsGuest({
      country: 'us',
      locale: 'en',
      segment: 'products',
      currency: 'usd',
      address: { first: 'John', last: 'Miller', street: '350 Fifth Avenue', zip: '10118', city: 'New York', province: 'NY' },
      shippingFree: false,
      subject: /^Your order no\. \d+/,
      texts: {
        cart: 'View cart',
        checkout: 'Go to checkout',
        iban: /IBAN:?\s+DE89/,
        shipping: 'Insured shipping',
        vat: { testid: 'tax-free', text: 'Tax-free export, plus import duties' },
      },
    })
  })
})
