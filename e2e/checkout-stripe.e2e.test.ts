import type { Page, Route } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FixtureWorker } from '../scripts/lib/fixture-worker.mjs'
import { stepOpen } from './checkout-steps'
import { startJourneyShop } from './journey-shop'
import { BACK_END, checkoutUntilPayment, openShopper, paymentChoices, readPromises, SHOPPERS } from './payment-promises'

// A shop with Stripe: a worker of its own with a publishable key, in front of the stack's Medusa (which has Stripe
// registered and linked). No Stripe server is reachable here, so the browser's part can be followed only as far as
// this: the Payment Element's place is shown when card or PayPal is chosen, and Stripe.js is requested from
// js.stripe.com (the request is intercepted and fails, as it would offline; the shopper is told so in their language).
// Entering a card, 3-D Secure, PayPal's redirect and a declined card need Stripe itself.
const PUBLISHABLE_KEY = 'pk_test_juwelierJourneyWithoutStripeServer'

let shop: FixtureWorker
let browser: Awaited<ReturnType<typeof openShopper>> | undefined

beforeAll(async () => {
  shop = await startJourneyShop('stripe', { STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY })
}, 180_000)
afterEach(async () => {
  await browser?.close()
  browser = undefined
})
afterAll(async () => shop?.stop())

const EXPECTED = {
  de: {
    home: 'Bezahlen per Überweisung, PayPal oder Kreditkarte',
    product: 'Bezahlen Sie per Überweisung, PayPal oder Kreditkarte.',
    footer: ['Überweisung', 'PayPal', 'Kreditkarte'],
    terms: ['Überweisung (Vorkasse)', 'PayPal', 'Kreditkarte'],
    labels: ['Vorkasse per Banküberweisung', 'PayPal', 'Kreditkarte'],
    unavailable: 'Das Zahlungsformular von Stripe konnte nicht geladen werden.',
  },
  en: {
    home: 'Pay by bank transfer, PayPal or credit card',
    product: 'Pay by bank transfer, PayPal or credit card.',
    footer: ['Bank transfer', 'PayPal', 'Credit card'],
    terms: ['Bank transfer (prepayment)', 'PayPal', 'Credit card'],
    labels: ['Bank transfer (prepayment)', 'PayPal', 'Credit card'],
    unavailable: "Stripe's payment form could not be loaded.",
  },
}

/** Stripe.js requests, answered as an offline machine would (no Stripe server here). */
async function interceptStripe(page: Page) {
  const requested: string[] = []
  await page.route('https://*.stripe.com/**', (route: Route) => {
    requested.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  return requested
}

const choose = (page: Page, provider: string) => page.locator(`[data-testid="step-payment"] label:has(input[value="${provider}"])`).click()

describe('a shop with Stripe keys', () => {
  for (const shopper of SHOPPERS) {
    it(`promises and offers card and PayPal, with Stripe's form only when chosen (${shopper.country}, ${shopper.device})`, async () => {
      browser = await openShopper(shopper, shop.url)
      const { page } = browser
      const requested = await interceptStripe(page)
      const expected = EXPECTED[shopper.locale]

      const promises = await readPromises(page, shopper, shop.url)
      expect(promises).toEqual({ home: expected.home, product: expect.stringContaining(expected.product), footer: expected.footer, terms: expected.terms })
      // nothing of Stripe before a Stripe method is chosen
      expect(requested).toEqual([])

      await checkoutUntilPayment(page, shopper, shop.url)
      const choices = await paymentChoices(page)
      expect(choices.map((choice) => choice.value)).toEqual(['pp_bank-transfer_bank-transfer', 'pp_stripe-paypal_stripe', 'pp_stripe_stripe'])
      expect(choices.map((choice) => choice.label)).toEqual(expected.labels)
      expect(requested).toEqual([])
      expect(await page.locator('[data-testid="stripe-payment-element"]').count()).toBe(0)

      // card: the Payment Element's place, and Stripe.js requested from js.stripe.com (the CSP let it go: Chromium
      // checks the policy before it requests, and the journey fails on any violation)
      await choose(page, 'pp_stripe_stripe')
      const element = page.locator('[data-testid="stripe-payment-element"]')
      await element.waitFor({ state: 'visible' })
      await expect.poll(() => requested.filter((url) => url.startsWith('https://js.stripe.com/')).length, BACK_END).toBeGreaterThan(0)
      await element.getByText(expected.unavailable).waitFor(BACK_END)
      // without Stripe's form the step cannot go on; it says why
      await page.locator('[data-testid="step-payment"] button[type=submit]').click()
      await page.locator('[data-testid="step-payment"] [data-testid="field-error"]', { hasText: expected.unavailable }).waitFor()
      await stepOpen(page, 'payment')

      // PayPal: a Payment Element of its own, Stripe.js asked for again
      const before = requested.length
      await choose(page, 'pp_stripe-paypal_stripe')
      await element.waitFor({ state: 'visible' })
      await expect.poll(() => requested.length, BACK_END).toBeGreaterThan(before)

      // back to bank transfer: Stripe's form goes, and the order goes on as before
      await choose(page, 'pp_bank-transfer_bank-transfer')
      expect(await element.count()).toBe(0)
      await page.locator('[data-testid="step-payment"] button[type=submit]').click()
      await stepOpen(page, 'review')
      expect(requested.every((url) => url.startsWith('https://js.stripe.com/'))).toBe(true)
    })
  }
})
