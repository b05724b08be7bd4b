import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatMoney } from '../routes/lib/money'
import { openBrowser, PHONE, WORKER_URL } from './browser'
import { type AddressValues, acceptConfirmations, adminOrdersByEmail, adminToken, checkoutStepsDone, seedCart, stepOpen, uniqueEmail } from './checkout-steps'
import { BACK_END } from './patience'
import { expectNoSidewaysOverflow } from './sideways-overflow'
import { ALLOYS, piecePrices, type StockFixture, stockFixture } from './stock-fixture'

const GERMANY: AddressValues = { first: 'Clara', last: 'Brandt', street: 'Goldschmiedeweg 4', zip: '75172', city: 'Pforzheim' }
const US: AddressValues = { first: 'Grace', last: 'Turner', street: '350 Fifth Avenue', zip: '10118', city: 'New York', province: 'NY' }
const ONE_EACH = { 'Gold 587': 1, 'Gold 750': 1, Platin: 1 }

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

let piece: StockFixture
beforeAll(async () => {
  piece = await stockFixture('e2e-bestand-kasse')
  await piece.setAvailable(ONE_EACH)
  for (const alloy of ALLOYS) await piece.setPrices(alloy, piecePrices(alloy))
})
afterAll(async () => {
  await piece?.setAvailable(ONE_EACH)
  for (const alloy of ALLOYS) await piece?.setPrices(alloy, piecePrices(alloy))
})

/** A cart of the given variants, steps 1–4 done and the confirmations ticked: the shopper is about to place the order. */
async function atReview(page: Page, country: string, variants: string[], address: AddressValues) {
  const email = uniqueEmail(`kasse-${country}`)
  const cartId = await seedCart(
    page,
    country,
    variants.map((variant_id) => ({ variant_id, quantity: 1 })),
  )
  await checkoutStepsDone(cartId, country, { email, address })
  await page.goto(`/${country}/checkout`)
  await stepOpen(page, 'review')
  await acceptConfirmations(page)
  return email
}

const line = (page: Page, within: string, variantId: string) => page.locator(`${within} [data-testid="cart-line"][data-variant-id="${variantId}"]`)
const REVIEW = 'form:has([data-testid="place-order"])'
/** Medusa's own words and ids must never reach the shopper, nor the generic "try again" for a refusal that has a reason. */
const INTERNALS = /iitem_|sloc_|variant_|Not enough stock|not_allowed|konnte nicht aufgegeben werden|could not be placed/
/** The refused completion is a 400 in the console: the shop working as it should, not an error of the page. */
const pageErrors = (errors: string[]) => errors.filter((error) => !/status of 400/.test(error))

async function placedOrder(page: Page, country: string) {
  await page.locator('[data-testid="place-order"]').click()
  await page.waitForURL(new RegExp(`/${country}/order/order_[A-Za-z0-9]+/confirmed$`), BACK_END)
  return new URL(page.url()).pathname.split('/')[3]
}

type Journey = {
  country: string
  locale: 'de' | 'en'
  address: AddressValues
  phone: boolean
  texts: { soldOut: string; notPlaced: string; mark: string; remove: string; valuables: string; parcel: string }
}

/**
 * Two alloys of the piece in the cart, steps done; someone else buys the last Gold 750 before "place order":
 * the shopper is told which piece it was, its line is marked in both summaries, and "remove and continue"
 * drops it, switches shipping from valuables transport to parcel (the cart is now below 5,000 €) and stays on the
 * review step; placing the order then gives an order of the other alloy alone.
 */
async function lastPieceSoldMeanwhile({ country, locale, address, phone, texts }: Journey) {
  await piece.setAvailable(ONE_EACH)
  browser = await openBrowser({ locale: locale === 'de' ? 'de-DE' : 'en-US', ...(phone ? PHONE : {}) })
  const { page, errors } = browser
  const [sold, kept] = [piece.variants['Gold 750'], piece.variants['Gold 587']]
  // on a phone, every page of the way fits the screen
  const fits = async (where: string) => (phone ? expectNoSidewaysOverflow(page, where) : undefined)
  const email = await atReview(page, country, [sold, kept], address)
  expect(await page.locator('aside [data-testid="shipping-method-name"]').innerText()).toBe(texts.valuables)
  await fits('review')

  await piece.setAvailable({ 'Gold 750': 0 })
  await page.locator('[data-testid="place-order"]').click()
  const notice = page.getByTestId('order-unavailable')
  await expect.poll(() => notice.innerText(), BACK_END).toContain(texts.soldOut)
  expect(await notice.innerText()).toContain(texts.notPlaced)
  expect(await page.locator('main').innerText()).not.toMatch(INTERNALS)
  expect(await page.getByTestId('order-failure').count()).toBe(0)
  for (const within of ['aside', REVIEW]) {
    expect(await line(page, within, sold).getByTestId('line-mark').innerText()).toBe(texts.mark)
    expect(await line(page, within, kept).getByTestId('line-mark').count()).toBe(0)
  }
  expect(await notice.getByTestId('back-to-cart').getAttribute('href')).toBe(`/${country}/cart`)
  await fits('review with the piece that went')

  const remove = notice.getByTestId('remove-unavailable')
  expect(await remove.innerText()).toBe(texts.remove)
  await remove.click()
  await page.getByTestId('order-adjusted').waitFor(BACK_END)
  await expect.poll(() => page.locator('aside [data-testid="cart-line"]').count(), BACK_END).toBe(1)
  await expect.poll(() => page.locator('aside [data-testid="shipping-method-name"]').innerText(), BACK_END).toBe(texts.parcel)
  await stepOpen(page, 'review')
  expect(await page.locator('[data-testid="line-mark"]').count()).toBe(0)
  await fits('review after removing it')

  const orderId = await placedOrder(page, country)
  await page.getByTestId('order-summary').waitFor(BACK_END)
  await fits('confirmation')
  const [order, ...others] = await adminOrdersByEmail(email)
  expect(others).toEqual([])
  expect(order.id).toBe(orderId)
  expect(order.items.map((item) => [item.variant_id, item.quantity])).toEqual([[kept, 1]])
  expect(order.shipping_methods.map((method) => method.name)).toEqual(['Versicherter Versand'])
  expect(order.item_total).toBeCloseTo(piecePrices('Gold 587')[order.currency_code as 'eur' | 'usd'], 2)
  expect(pageErrors(errors)).toEqual([])
  await piece.cancelOrder(orderId)
}

/** The back office's API through the staff pass-through, as the back office itself calls it. */
async function admin<T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${WORKER_URL}/admin/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json', origin: WORKER_URL },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

describe('the checkout when the shop changed under the shopper’s feet', () => {
  it('German: the last piece sold while on the review step is named and marked; “Entfernen und fortfahren” orders the rest', async () => {
    await lastPieceSoldMeanwhile({
      country: 'de',
      locale: 'de',
      address: GERMANY,
      phone: false,
      texts: {
        soldOut: 'Prüfstück Kasse (Gold 750) ist leider nicht mehr verfügbar.',
        notPlaced: 'Ihre Bestellung wurde noch nicht aufgegeben.',
        mark: 'Nicht mehr verfügbar',
        remove: 'Entfernen und fortfahren',
        valuables: 'Werttransport',
        parcel: 'Versicherter Versand',
      },
    })
  })

  it('English on a phone: the same, in US dollars', async () => {
    await lastPieceSoldMeanwhile({
      country: 'us',
      locale: 'en',
      address: US,
      phone: true,
      texts: {
        soldOut: 'Sorry, Checkout test piece (Gold 750) is no longer available.',
        notPlaced: 'Your order has not been placed yet.',
        mark: 'No longer available',
        remove: 'Remove and continue',
        valuables: 'Valuables transport',
        parcel: 'Insured shipping',
      },
    })
  })

  it('English on a phone: when the only piece is gone, the cart is empty and the way leads back to the shop', async () => {
    await piece.setAvailable(ONE_EACH)
    browser = await openBrowser({ locale: 'en-US', ...PHONE })
    const { page, errors } = browser
    await atReview(page, 'us', [piece.variants.Platin], US)
    await expectNoSidewaysOverflow(page, 'review')
    await piece.setAvailable({ Platin: 0 })
    await page.locator('[data-testid="place-order"]').click()
    const notice = page.getByTestId('order-unavailable')
    await expect.poll(() => notice.innerText(), BACK_END).toContain('Sorry, Checkout test piece (Platin) is no longer available.')
    await notice.getByTestId('remove-unavailable').tap()
    await expect.poll(() => page.getByTestId('emptied-reason').innerText(), BACK_END).toBe('Sorry, Checkout test piece (Platin) is no longer available.')
    expect(await page.locator('main').innerText()).toContain('Your cart is empty – there is nothing to order yet.')
    await expectNoSidewaysOverflow(page, 'emptied checkout')
    await page.getByRole('link', { name: 'Continue shopping' }).tap()
    await page.waitForURL(/\/us\/store$/, BACK_END)
    await expectNoSidewaysOverflow(page, 'store')
    expect(pageErrors(errors)).toEqual([])
  })

  it('German: a price raised and a promotion withdrawn meanwhile are shown for a new confirmation, then charged as shown', async () => {
    const code = `E2E-KASSE-${Date.now().toString(36).toUpperCase()}`
    const { promotion } = await admin<{ promotion: { id: string } }>('POST', '/promotions', {
      code,
      type: 'standard',
      status: 'active',
      is_automatic: false,
      // 100 € off the price with VAT, as the shop's prices are
      is_tax_inclusive: true,
      application_method: { type: 'fixed', target_type: 'order', allocation: 'across', value: 100, currency_code: 'eur' },
    })
    try {
      await piece.setAvailable(ONE_EACH)
      browser = await openBrowser({ locale: 'de-DE' })
      const { page, errors } = browser
      const ring = piece.variants['Gold 587']
      const email = uniqueEmail('kasse-preis')
      const cartId = await seedCart(page, 'de', [{ variant_id: ring, quantity: 1 }])
      const applied = await fetch(`${WORKER_URL}/medusa/store/carts/${cartId}/promotions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: WORKER_URL },
        body: JSON.stringify({ promo_codes: [code] }),
      })
      expect(applied.status).toBe(200)
      await checkoutStepsDone(cartId, 'de', { email, address: GERMANY })
      await page.goto('/de/checkout')
      await stepOpen(page, 'review')
      await acceptConfirmations(page)
      const euro = (amount: number) => formatMoney({ amount, currency_code: 'eur' }, 'de')
      const total = () => page.locator(`${REVIEW} [data-testid="cart-total"]`).innerText()
      expect(await total()).toBe(euro(4700))

      // staff raise the ring's price and withdraw the promotion while the shopper reads the summary
      await piece.setPrices('Gold 587', { eur: 4850 })
      await admin('POST', `/promotions/${promotion.id}`, { status: 'inactive' })
      await page.locator('[data-testid="place-order"]').click()
      const notice = page.getByTestId('order-changed')
      await expect.poll(() => notice.innerText(), BACK_END).toContain(`Neuer Gesamtbetrag: ${euro(4850)} (bisher ${euro(4700)})`)
      const said = await notice.innerText()
      expect(said).toContain('Die Beträge haben sich geändert, seit Sie die Übersicht geöffnet haben:')
      expect(said).toContain(`Prüfstück Kasse (Gold 587): jetzt ${euro(4850)} statt ${euro(4800)}`)
      expect(said).toContain(`Der Aktionscode ${code} gilt nicht mehr (abgelaufen oder aufgebraucht).`)
      expect(said).toContain(`Rabatt: jetzt ${euro(0)} statt ${euro(100)}`)
      expect(said).toContain('Ihre Bestellung wurde noch nicht aufgegeben.')
      expect(await page.locator('main').innerText()).not.toMatch(INTERNALS)
      // the summaries show the new amounts, the line with its former price; the review step stays open
      expect(await total()).toBe(euro(4850))
      await expect.poll(() => page.locator('aside [data-testid="cart-total"]').innerText()).toBe(euro(4850))
      expect(await line(page, 'aside', ring).getByTestId('line-mark').innerText()).toBe(`Preis geändert, bisher ${euro(4800)}`)
      expect(await adminOrdersByEmail(email)).toEqual([])
      await stepOpen(page, 'review')

      // the new confirmation places the order at the total shown
      const orderId = await placedOrder(page, 'de')
      const [order] = await adminOrdersByEmail(email)
      expect(order.id).toBe(orderId)
      expect(order.total).toBeCloseTo(4850, 2)
      expect(order.items.map((item) => [item.variant_id, item.quantity])).toEqual([[ring, 1]])
      expect(pageErrors(errors)).toEqual([])
      await piece.cancelOrder(orderId)
    } finally {
      await admin('DELETE', `/promotions/${promotion.id}`)
    }
  })
})
