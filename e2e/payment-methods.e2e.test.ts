import { afterEach, describe, expect, it } from 'vitest'
import { WORKER_URL } from './browser'
import { checkoutUntilPayment, openShopper, paymentChoices, readPromises, SHOPPERS } from './payment-promises'

// The test stack's shop: Medusa has Stripe registered and linked to the regions, but its worker has no publishable
// key, so no browser could show a card form: the shop promises, names and offers bank transfer alone.
let browser: Awaited<ReturnType<typeof openShopper>> | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

const EXPECTED = {
  de: {
    home: 'Bezahlen per Überweisung',
    product: 'Bezahlen Sie per Überweisung.',
    footer: ['Überweisung'],
    terms: ['Überweisung (Vorkasse)'],
    label: 'Vorkasse per Banküberweisung',
  },
  en: {
    home: 'Pay by bank transfer',
    product: 'Pay by bank transfer.',
    footer: ['Bank transfer'],
    terms: ['Bank transfer (prepayment)'],
    label: 'Bank transfer (prepayment)',
  },
}

describe('a shop without Stripe keys', () => {
  for (const shopper of SHOPPERS) {
    it(`promises and offers bank transfer only (${shopper.country}, ${shopper.device})`, async () => {
      browser = await openShopper(shopper)
      const { page } = browser
      const stripeRequests: string[] = []
      page.on('request', (request) => {
        if (/stripe\.com/.test(request.url())) stripeRequests.push(request.url())
      })
      const expected = EXPECTED[shopper.locale]
      const promises = await readPromises(page, shopper, WORKER_URL)
      expect(promises.home).toBe(expected.home)
      expect(promises.product.startsWith(expected.product), promises.product).toBe(true)
      expect(promises.footer).toEqual(expected.footer)
      expect(promises.terms).toEqual(expected.terms)
      expect(await page.locator('main').innerText()).not.toMatch(/PayPal|Kreditkarte|credit card|Stripe/i)

      await checkoutUntilPayment(page, shopper, WORKER_URL)
      expect(await paymentChoices(page)).toEqual([{ value: 'pp_bank-transfer_bank-transfer', label: expected.label }])
      expect(await page.locator('[data-testid="stripe-payment-element"]').count()).toBe(0)
      expect(stripeRequests).toEqual([])
    })
  }
})
