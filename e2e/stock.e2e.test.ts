import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openBrowser, PHONE, WORKER_URL } from './browser'
import { BACK_END } from './patience'
import { expectNoSidewaysOverflow } from './sideways-overflow'
import { type Alloy, type StockFixture, stockFixture } from './stock-fixture'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

let piece: StockFixture
// one piece left of Gold 587, none of Gold 750, two of Platin
const START = { 'Gold 587': 1, 'Gold 750': 0, Platin: 2 }

beforeAll(async () => {
  piece = await stockFixture('e2e-bestand-journey')
  await piece.setAvailable(START)
})
afterAll(async () => piece?.setAvailable(START))

const availability = (page: Page) => page.getByTestId('availability').innerText()
const addButton = (page: Page) => page.getByTestId('add-to-cart')
const notifications = (page: Page) => page.locator('.notification').allInnerTexts()
const choose = (page: Page, alloy: Alloy) => page.locator('label', { has: page.locator(`input[type=radio][value="${alloy}"]`) }).click()

async function open(page: Page, path: string) {
  await page.goto(path)
  await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
}

describe('stock on the product page and in the cart', () => {
  it('German: sold out disabled and marked, “nur noch 1”, and adding more than is left names what is possible', async () => {
    browser = await openBrowser({ locale: 'de-DE' })
    const { page, errors } = browser
    await open(page, `/de/produkte/${piece.handle}?variant=${piece.variants['Gold 750']}`)
    expect(await availability(page)).toBe('Ausverkauft')
    expect(await addButton(page).isDisabled()).toBe(true)
    expect(await addButton(page).innerText()).toBe('Ausverkauft')

    await choose(page, 'Gold 587')
    await expect.poll(() => availability(page), BACK_END).toBe('Nur noch 1 Stück auf Lager')
    expect(await addButton(page).isEnabled()).toBe(true)
    // the sold-out alloy is marked in the picker: struck through, not selectable, named so for screen readers
    const soldOut = page.locator('label', { has: page.locator('input[value="Gold 750"]') })
    expect(await soldOut.locator('input').isDisabled()).toBe(true)
    expect(await soldOut.innerText()).toContain('(Ausverkauft)')
    expect(await soldOut.getAttribute('class')).toContain('line-through')

    await addButton(page).click()
    await expect.poll(() => page.getByTestId('cart-count').innerText(), BACK_END).toBe('1')
    await addButton(page).click()
    await expect.poll(() => notifications(page), BACK_END).toContain('Nur noch 1 Stück verfügbar – es liegt bereits in Ihrem Warenkorb.')
    expect(await notifications(page)).not.toContain('Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.')
    // the cart is as it was: one piece
    await expect.poll(() => page.getByTestId('cart-count').innerText(), BACK_END).toBe('1')

    // the cart page: more of the line than is left keeps the quantity and says why
    await page.goto('/de/cart')
    const line = page.locator(`[data-testid="cart-line"][data-variant-id="${piece.variants['Gold 587']}"]`)
    await expect.poll(() => line.locator('[data-testid="line-quantity"]').inputValue(), BACK_END).toBe('1')
    await line.getByRole('button', { name: /erhöhen/ }).click()
    await expect.poll(() => notifications(page), BACK_END).toContain('Nur noch 1 Stück verfügbar. Die Menge in Ihrem Warenkorb bleibt unverändert.')
    await expect.poll(() => line.locator('[data-testid="line-quantity"]').inputValue(), BACK_END).toBe('1')
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([])
  })

  it('English on a phone: a page from the edge cache is corrected by the live stock after hydration', async () => {
    const path = `/us/products/${piece.handleEn}?variant=${piece.variants.Platin}`
    // the copy a visitor gets from the edge cache while the stock changes underneath it
    let cached = ''
    await expect
      .poll(async () => {
        const response = await fetch(`${WORKER_URL}${path}`)
        cached = await response.text()
        return `${response.headers.get('x-edge-cache')} ${/data-testid="availability"[^>]*>(.*?)<\/p>/s.exec(cached)?.[1].replace(/<[^>]+>/g, '')}`
      }, BACK_END)
      .toBe('HIT Only 2 left in stock')
    await piece.setAvailable({ Platin: 0 })
    try {
      browser = await openBrowser({ ...PHONE, locale: 'en-US' })
      const { page, errors } = browser
      const asked: string[] = []
      page.on('request', (request) => request.url().includes('/api/availability/') && asked.push(new URL(request.url()).pathname))
      // the document is the stale cached copy, whatever the purge did meanwhile
      await page.route(`${WORKER_URL}${path}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: cached }))
      await open(page, path)
      await expect.poll(() => availability(page), BACK_END).toBe('Sold out')
      expect(await addButton(page).isDisabled()).toBe(true)
      expect(await addButton(page).innerText()).toBe('Sold out')
      expect(asked).toEqual([`/api/availability/us/${piece.productId}`])
      await expectNoSidewaysOverflow(page, 'product sold out')

      // Gold 587 is bought once; a second piece is refused with what is possible
      await choose(page, 'Gold 587')
      await expect.poll(() => availability(page), BACK_END).toBe('Only 1 left in stock')
      await addButton(page).click()
      await expect.poll(() => notifications(page), BACK_END).toContain('The item is now in your cart.')
      await addButton(page).click()
      await expect.poll(() => notifications(page), BACK_END).toContain('Only 1 left – it is already in your cart.')
      // the notifications too stay on the screen
      await expectNoSidewaysOverflow(page, 'product with notifications')
      expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([])
    } finally {
      await piece.setAvailable({ Platin: START.Platin })
    }
  })
})
