import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser, PHONE, WORKER_URL } from './browser'
import { checkoutStepsDone, seedCart, uniqueEmail, variantInStock } from './checkout-steps'
import { staff } from './order-steps'
import { BACK_END } from './patience'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => {
  await browser?.close()
  browser = undefined
})

const ERIKA = { first: 'Erika', last: 'Mustermann', street: 'Goldgasse 1', zip: '75175', city: 'Pforzheim' }

/** A gift card staff issue by hand (the loyalty plugin's `POST /admin/gift-cards`), worth `value` euros. */
async function issuedCard(value: number) {
  const { gift_card } = await staff<{ gift_card: { id: string; code: string } }>('/gift-cards', {
    value,
    currency_code: 'eur',
    note: 'E2E: Entschuldigung',
    metadata: { issued_by_hand: true },
  })
  return gift_card
}

describe('a gift card redeemed in the cart, its balance shown', () => {
  // each code on a cart is a refresh of the cart by Medusa's workflows: slow on a busy machine
  it('German on a phone: a card worth more than the order pays all of it, and the rest is shown by "Guthaben prüfen"', { timeout: 240_000 }, async () => {
    browser = await openBrowser({ ...PHONE, locale: 'de-DE' })
    const { page } = browser
    const cartId = await seedCart(page, 'de', [{ variant_id: await variantInStock('de'), quantity: 1 }])
    await checkoutStepsDone(cartId, 'de', { email: uniqueEmail('gift-card'), address: ERIKA, payment: false })
    await page.goto('/de/cart')
    const total = page.getByTestId('cart-total')
    const euros = async () => Number((await total.innerText()).replace(/[^\d,]/g, '').replace(',', '.'))
    // the total once the cart has loaded
    await expect.poll(euros, BACK_END).toBeGreaterThan(0)
    const before = await euros()
    const card = await issuedCard(before + 20)

    // typed as a shopper types it: small letters
    await page.getByLabel('Geschenkgutschein').fill(card.code.toLowerCase())
    await page.getByRole('button', { name: 'Anrechnen' }).tap()
    await expect.poll(() => page.getByTestId('gift-card-line').innerText(), BACK_END).toContain(card.code)
    await expect.poll(() => total.innerText(), BACK_END).toMatch(/^0,00\s€$/)
    await expectNoSidewaysOverflow(page)

    // an unknown code is said to be unknown, in German
    await page.getByLabel('Geschenkgutschein').fill('GS-GIBT-ES-NICHT')
    await page.getByRole('button', { name: 'Anrechnen' }).tap()
    await expect
      .poll(() => page.locator('#gift-card-error').innerText(), BACK_END)
      .toBe('Einen Gutschein mit dem Code „GS-GIBT-ES-NICHT“ gibt es nicht. Bitte prüfen Sie die Schreibweise.')

    // the order, placed as the checkout places it (a card that pays everything leaves no payment to choose)
    const placed = await fetch(`${WORKER_URL}/medusa/store/carts/${cartId}/complete`, { method: 'POST', headers: { origin: WORKER_URL } })
    expect(((await placed.json()) as { type: string }).type).toBe('order')

    // what is left stays on the card: the next cart shows it by "Guthaben prüfen", and the card pays that much of it
    await seedCart(page, 'de', [{ variant_id: await variantInStock('de'), quantity: 1 }])
    await page.goto('/de/cart')
    await expect.poll(euros, BACK_END).toBeGreaterThan(0)
    const second = await euros()
    await page.getByLabel('Guthaben eines Gutscheins prüfen').fill(card.code)
    await page.getByRole('button', { name: 'Prüfen' }).tap()
    await expect
      .poll(async () => (await page.getByTestId('gift-card-balance-answer').innerText()).replace(/\s/g, ' '), BACK_END)
      .toBe(`Der Gutschein ${card.code} hat noch 20,00 € Guthaben.`)
    await page.getByLabel('Geschenkgutschein').fill(card.code)
    await page.getByRole('button', { name: 'Anrechnen' }).tap()
    await expect.poll(euros, BACK_END).toBeCloseTo(second - 20, 2)
  })
})
