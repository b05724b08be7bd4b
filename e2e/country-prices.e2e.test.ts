import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMoney } from '../routes/lib/money'
import { type Lang, texts } from './account-steps'
import { openBrowser, PHONE } from './browser'
import { type AddressValues, fillCheckout, twoVariantProduct, uniqueEmail } from './checkout-steps'
import { BACK_END } from './patience'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

type Shop = {
  country: string
  locale: Lang
  segment: string
  phone: boolean
  /** What every page says the prices include. */
  vat: { testid: 'tax-included' | 'tax-free'; words: string }
  /** The parcel shipping of the country's zone, as the totals write it, and its amount. */
  shipping: string
  shippingAmount: number
  /** How the country's currency is written. */
  currency: RegExp
  /** The product page's shipping promise: the valuables limit of the country's shipping options, in its currency. */
  valuables: RegExp
  address: AddressValues
}

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim()
const inner = async (page: Page, selector: string) => spaced(await page.locator(selector).first().innerText())

/**
 * product page → cart → checkout in one country: the product page, the cart and the checkout's review say the same
 * thing about VAT (the destination's rate in the EU, a tax-free export elsewhere), prices are in the country's
 * currency, and the shipping amount shows as soon as it is known ("kostenlos" when free), never "at checkout".
 */
async function shopIn(shop: Shop) {
  const t = texts(shop.locale)
  browser = await openBrowser({ locale: shop.locale === 'de' ? 'de-DE' : 'en-GB', ...(shop.phone ? PHONE : {}) })
  const { page, errors } = browser
  const { product, first } = await twoVariantProduct(shop.country, shop.locale, 4000)

  await page.goto(`/${shop.country}/${shop.segment}/${product.handle}?variant=${first.id}`)
  await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
  expect(await inner(page, '[data-testid="price"]')).toMatch(shop.currency)
  expect(await inner(page, '[data-testid="vat-note"]')).toBe(shop.vat.words)
  expect(await inner(page, 'section[aria-labelledby="shop-promises"]')).toMatch(shop.valuables)
  await page.locator('[data-testid="add-to-cart"]').click()
  await expect.poll(() => page.locator('[data-testid="cart-count"]').innerText(), BACK_END).toBe('1')

  await page.goto(`/${shop.country}/cart`)
  await expect.poll(() => page.locator('[data-testid="cart-line"]').count(), BACK_END).toBe(1)
  const totals = page.locator('main [data-testid="cart-totals"]')
  await expect.poll(async () => spaced(await totals.locator(`[data-testid="${shop.vat.testid}"] dt`).innerText()), BACK_END).toBe(shop.vat.words)
  await expect.poll(async () => spaced(await totals.locator('[data-testid="shipping-amount"]').innerText()), BACK_END).toBe(shop.shipping)
  expect(await totals.innerText()).not.toContain(t('cart.shippingAtCheckout'))
  // the total counts the shipping it shows, and is the one the checkout charges once the method is chosen
  const expectedTotal = spaced(formatMoney({ amount: first.price!.amount + shop.shippingAmount, currency_code: first.price!.currency_code }, shop.locale))
  expect(spaced(await totals.locator('[data-testid="cart-total"]').innerText())).toBe(expectedTotal)
  expect(expectedTotal).toMatch(shop.currency)
  const vatAmount = spaced(await totals.locator(`[data-testid="${shop.vat.testid}"] dd`).innerText())

  await page.locator('[data-testid="to-checkout"]').click()
  await page.waitForURL(`**/${shop.country}/checkout`)
  // before a method is chosen the summary already knows what shipping costs here
  const summary = page.locator('aside [data-testid="cart-totals"]')
  await expect.poll(async () => spaced(await summary.locator('[data-testid="shipping-amount"]').innerText()), BACK_END).toBe(shop.shipping)
  expect(spaced(await summary.locator(`[data-testid="${shop.vat.testid}"] dt`).innerText())).toBe(shop.vat.words)

  await fillCheckout(page, { email: uniqueEmail(`prices-${shop.country}`), address: shop.address })
  const review = page.locator('form:has([data-testid="place-order"]) [data-testid="cart-totals"]')
  await expect.poll(async () => spaced(await review.locator(`[data-testid="${shop.vat.testid}"] dt`).innerText()), BACK_END).toBe(shop.vat.words)
  expect(await review.locator('[data-testid="tax-included"], [data-testid="tax-free"]').count()).toBe(1)
  expect(spaced(await review.locator('[data-testid="shipping-amount"]').innerText())).toBe(shop.shipping)
  expect(spaced(await review.locator('[data-testid="cart-total"]').innerText())).toBe(expectedTotal)
  // the VAT the cart named (its shipping's share included) is the VAT of the order
  expect(spaced(await review.locator(`[data-testid="${shop.vat.testid}"] dd`).innerText())).toBe(vatAmount)
  expect(await page.locator('main').innerText()).not.toContain(t('cart.shippingAtCheckout'))
  expect(errors).toEqual([])
}

const SHOPS: (Shop & { title: string })[] = [
  {
    title: 'Germany at desktop width: incl. 19 % VAT, free shipping, euros',
    country: 'de',
    locale: 'de',
    segment: 'produkte',
    phone: false,
    vat: { testid: 'tax-included', words: 'inkl. 19 % MwSt.' },
    shipping: 'kostenlos',
    shippingAmount: 0,
    currency: /\d,\d{2} €$/,
    valuables: /Bis \d[\d.]*,\d{2} € Warenwert versenden wir mit einem Paketdienst, darüber mit einem sicheren Werttransport\./,
    address: { first: 'Anna', last: 'Schmidt', street: 'Hauptstraße 12', zip: '10115', city: 'Berlin' },
  },
  {
    title: "Austria on a phone: the destination's 20 % VAT, EU shipping in euros",
    country: 'at',
    locale: 'de',
    segment: 'produkte',
    phone: true,
    vat: { testid: 'tax-included', words: 'inkl. 20 % MwSt.' },
    shipping: '14,90 €',
    shippingAmount: 14.9,
    currency: /\d,\d{2} €$/,
    valuables: /Bis \d[\d.]*,\d{2} € Warenwert versenden wir mit einem Paketdienst, darüber mit einem sicheren Werttransport\./,
    address: { first: 'Lena', last: 'Gruber', street: 'Kärntner Straße 5', zip: '1010', city: 'Wien' },
  },
  {
    title: 'Switzerland on a phone: a tax-free export with import duties, Swiss francs',
    country: 'ch',
    locale: 'de',
    segment: 'produkte',
    phone: true,
    vat: { testid: 'tax-free', words: 'Steuerfreie Ausfuhr, zzgl. Einfuhrabgaben' },
    shipping: '29,00 CHF',
    shippingAmount: 29,
    currency: /\d,\d{2} CHF$/,
    valuables: /Bis \d[\d.]*,\d{2} CHF Warenwert versenden wir mit einem Paketdienst, darüber mit einem sicheren Werttransport\./,
    address: { first: 'Urs', last: 'Meier', street: 'Bahnhofstrasse 1', zip: '8001', city: 'Zürich' },
  },
  {
    title: 'the United Kingdom in English at desktop width: a tax-free export, pounds sterling',
    country: 'gb',
    locale: 'en',
    segment: 'products',
    phone: false,
    vat: { testid: 'tax-free', words: 'Tax-free export, plus import duties' },
    shipping: '£39.00',
    shippingAmount: 39,
    currency: /^(from )?£\d[\d,]*\.\d{2}$/,
    valuables: /Goods worth up to £\d[\d,]*\.\d{2} travel by parcel carrier, above that by a secure valuables transport\./,
    address: { first: 'Emma', last: 'Clarke', street: '10 Downing Street', zip: 'SW1A 2AA', city: 'London' },
  },
]

describe('prices, VAT and shipping per country: product page, cart and checkout say the same', () => {
  it.each(SHOPS)('$title', async (shop) => {
    await shopIn(shop)
  })
})
