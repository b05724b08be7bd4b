import { afterEach, describe, expect, it } from 'vitest'
import type { ProductDetail, ProductList } from '../routes/api-types'
import { openBrowser, PHONE, WORKER_URL } from './browser'
import { acceptConfirmations, browserCartId, checkoutStepsDone, stepOpen, uniqueEmail } from './checkout-steps'
import { waitForMail } from './mail-inbox'
import { BACK_END } from './patience'
import { stockFixture } from './stock-fixture'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
let ending: (() => Promise<void>) | undefined
afterEach(async () => {
  await browser?.close()
  await ending?.()
  ending = undefined
})

const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${WORKER_URL}${path}`)
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

describe('a sale shows what it saves', () => {
  it('on the cards of "Angebote" in German and English: the original struck through and the saving', async () => {
    for (const [country, path, saving] of [
      ['de', '/de/kollektionen/angebote', /^Sie sparen \d[\d.]*,\d{2} €$/],
      ['gb', '/gb/collections/offers', /^You save £\d[\d,]*\.\d{2}$/],
    ] as const) {
      const { products } = await api<ProductList>(`/api/products/${country}/${country === 'gb' ? 'en' : 'de'}?limit=100`)
      const reduced = products.filter((product) => product.original_price)
      expect(reduced.length, `pieces on sale in ${country}`).toBeGreaterThan(0)
      browser = await openBrowser({ locale: country === 'gb' ? 'en-GB' : 'de-DE', ...PHONE })
      const { page, errors } = browser
      await page.goto(path)
      const cards = page.locator('main article', { has: page.locator('[data-testid="original-price"]') })
      await expect.poll(() => cards.count(), BACK_END).toBeGreaterThan(0)
      const card = cards.first()
      // the struck-through price is higher than the price, and the saving is named
      expect(await card.locator('del[data-testid="original-price"]').count()).toBe(1)
      expect(spaced(await card.locator('[data-testid="saving"]').innerText())).toMatch(saving)
      expect(await card.locator('del .sr-only').textContent()).toBe(country === 'gb' ? 'Original price: ' : 'Originalpreis: ')
      expect(errors).toEqual([])
      await browser.close()
      browser = undefined
    }
  })

  it('on a phone, on the product page, in the cart, the checkout and the order mail', async () => {
    const piece = await stockFixture('e2e-bestand-angebot')
    await piece.setAvailable({ 'Gold 587': 1, 'Gold 750': 1 })
    ending = (await piece.onSale('Gold 587', { eur: 4190, chf: 4190, gbp: 3590, usd: 4590 })).end
    // the sale reaches the catalogue once the price list's purge has run
    await expect
      .poll(
        async () =>
          (await api<ProductDetail>(`/api/products/de/de/${piece.handle}`)).variants.find((variant) => variant.id === piece.variants['Gold 587'])
            ?.original_price?.amount,
        BACK_END,
      )
      .toBe(4800)
    browser = await openBrowser({ locale: 'de-DE', ...PHONE })
    const { page, errors } = browser
    const email = uniqueEmail('sale')

    await page.goto(`/de/produkte/${piece.handle}?variant=${piece.variants['Gold 587']}`)
    await page.locator('[data-purchase][data-hydrated="true"]').waitFor()
    expect(spaced(await page.locator('[data-testid="price"]').innerText())).toBe('4.190,00 €')
    // what a screen reader reads: the struck price named as the original
    expect(spaced(await page.locator('[data-purchase] [data-testid="original-price"]').textContent())).toBe('Originalpreis: 4.800,00 €')
    expect(spaced(await page.locator('[data-purchase] [data-testid="saving"]').innerText())).toBe('Sie sparen 610,00 €')
    // another alloy is not on sale: neither shows
    await page.locator('label', { has: page.locator('input[type=radio][value="Gold 750"]') }).click()
    await expect.poll(() => page.locator('[data-purchase] [data-testid="saving"]').count()).toBe(0)
    await page.locator('label', { has: page.locator('input[type=radio][value="Gold 587"]') }).click()
    await page.locator('[data-testid="add-to-cart"]').click()
    await expect.poll(() => page.locator('[data-testid="cart-count"]').innerText(), BACK_END).toBe('1')

    await page.goto('/de/cart')
    const line = page.locator('main [data-testid="cart-line"]')
    await expect.poll(() => line.count(), BACK_END).toBe(1)
    expect(spaced(await line.locator('[data-testid="original-price"]').textContent())).toBe('Originalpreis: 4.800,00 €')
    expect(spaced(await line.locator('[data-testid="saving"]').innerText())).toBe('Sie sparen 610,00 €')
    await checkoutStepsDone((await browserCartId(page))!, 'de', {
      email,
      address: { first: 'Sophie', last: 'Wagner', street: 'Marktplatz 3', zip: '75175', city: 'Pforzheim' },
    })
    await page.locator('[data-testid="to-checkout"]').click()
    await page.waitForURL('**/de/checkout')
    await stepOpen(page, 'review')
    await acceptConfirmations(page)
    const summaryLine = page.locator('aside [data-testid="cart-line"]')
    expect(spaced(await summaryLine.locator('[data-testid="saving"]').innerText())).toBe('Sie sparen 610,00 €')
    await page.locator('[data-testid="place-order"]').click()
    await page.waitForURL(/\/de\/order\/order_[A-Za-z0-9]+\/confirmed$/)
    const orderId = new URL(page.url()).pathname.split('/')[3]!
    const summary = page.locator('[data-testid="order-summary"]')
    await expect.poll(() => summary.locator('[data-testid="saving"]').count(), BACK_END).toBe(1)

    const mail = await waitForMail(email, { timeoutMs: BACK_END.timeout })
    const text = spaced(mail.text)
    expect(text).toContain('1 × Prüfstück Angebot (Browser) (Gold 587): 4.190,00 € (Originalpreis: 4.800,00 €)\n  Sie sparen 610,00 €')
    expect(mail.html.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/<del[^>]*>4\.800,00 €<\/del>/)
    expect(text).toContain('\ninkl. 19 % MwSt.: ')
    expect(text).toMatch(/Versand \(Versicherter Versand\): kostenlos\n/)
    expect(errors).toEqual([])
    await piece.cancelOrder(orderId)
  })
})
