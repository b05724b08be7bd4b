import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { adminApi } from './admin-staff'
import { openBrowser, WORKER_URL } from './browser'
import { acceptConfirmations, adminOrdersByEmail, checkoutStepsDone, seedCart, stepOpen, uniqueEmail } from './checkout-steps'
import { networkQuiet } from './network-quiet'
import { BACK_END } from './patience'
import { piecePrices, type StockFixture, stockFixture } from './stock-fixture'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

let piece: StockFixture
beforeAll(async () => {
  piece = await stockFixture('e2e-bestand-aktion')
  await piece.setPrices('Gold 587', piecePrices('Gold 587'))
})
// each test's piece is there whatever an earlier one left reserved
beforeEach(async () => piece.setAvailable({ 'Gold 587': 1 }))

const promotionIds: string[] = []
afterAll(async () => {
  const api = await adminApi()
  for (const id of promotionIds) await api.admin.promotion.delete(id).catch(() => undefined)
})

/** 10 % off the items, made as staff would; deleted after the file. */
async function tenPercentOff(tag: string) {
  const code = `E2E-${tag}-${Date.now().toString(36).toUpperCase()}`
  const api = await adminApi()
  const { promotion } = await api.admin.promotion.create({
    code,
    type: 'standard',
    status: 'active',
    is_automatic: false,
    application_method: { type: 'percentage', target_type: 'items', allocation: 'across', value: 10 },
  })
  promotionIds.push(promotion.id)
  return { api, code, promotion }
}

async function applyCode(cartId: string, code: string) {
  const applied = await fetch(`${WORKER_URL}/medusa/store/carts/${cartId}/promotions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WORKER_URL },
    body: JSON.stringify({ promo_codes: [code] }),
  })
  expect(applied.status).toBe(200)
}

const GERMANY = { first: 'Clara', last: 'Brandt', street: 'Goldschmiedeweg 4', zip: '75172', city: 'Pforzheim' }
/** The refused completion is a 409 in the console: the shop working as it should, not an error of the page. */
const pageErrors = (errors: string[]) => errors.filter((error) => !/status of 409/.test(error))

describe('promotions that changed under a shopper’s cart', () => {
  it('German: a code deactivated after the checkout priced the cart is refused at completion; the new total is shown, then charged', async () => {
    const { api, code, promotion } = await tenPercentOff('KASSE-AUS')
    browser = await openBrowser({ locale: 'de-DE' })
    const { page, errors } = browser
    const email = uniqueEmail('aktion-aus')
    const cartId = await seedCart(page, 'de', [{ variant_id: piece.variants['Gold 587'], quantity: 1 }])
    await applyCode(cartId, code)
    await checkoutStepsDone(cartId, 'de', { email, address: GERMANY })
    await page.goto('/de/checkout')
    await stepOpen(page, 'review')
    await acceptConfirmations(page)

    // staff deactivate the code just after the checkout's own repricing answered: only the completion can see it
    let deactivated = false
    await page.route(`**/medusa/store/carts/${cartId}/refresh**`, async (route) => {
      const response = await route.fetch()
      if (!deactivated) {
        deactivated = true
        await api.admin.promotion.update(promotion.id, { status: 'inactive' })
      }
      await route.fulfill({ response })
    })
    const completion = page.waitForResponse((response) => response.url().includes(`/store/carts/${cartId}/complete`))
    await page.locator('[data-testid="place-order"]').click()
    const refused = await completion
    expect(refused.status()).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'total_changed' })
    const notice = page.getByTestId('order-changed')
    await expect.poll(() => notice.innerText(), BACK_END).toContain('Neuer Gesamtbetrag:')
    const said = await notice.innerText()
    expect(said).toContain(`Der Aktionscode ${code} gilt nicht mehr (abgelaufen oder aufgebraucht).`)
    expect(said).toContain('Ihre Bestellung wurde noch nicht aufgegeben.')
    expect(await adminOrdersByEmail(email)).toEqual([])
    await page.unroute(`**/medusa/store/carts/${cartId}/refresh**`)
    const cart = (await (
      await fetch(`${WORKER_URL}/medusa/store/carts/${cartId}?fields=id,total,discount_total`, { headers: { origin: WORKER_URL } })
    ).json()) as {
      cart: { total: number; discount_total: number }
    }
    expect(cart.cart.discount_total).toBe(0)
    await stepOpen(page, 'review')

    // the new confirmation places the order at the total shown
    await page.locator('[data-testid="place-order"]').click()
    await page.waitForURL(/\/de\/order\/order_[A-Za-z0-9]+\/confirmed$/, BACK_END)
    const [order, ...others] = await adminOrdersByEmail(email)
    expect(others).toEqual([])
    expect(order.total).toBeCloseTo(cart.cart.total, 2)
    expect(order.item_total).toBeCloseTo(piecePrices('Gold 587').eur, 2)
    expect(pageErrors(errors)).toEqual([])
    await piece.cancelOrder(order.id)
  })

  it('German: /de/cart renders with a promotion staff deleted, the code is gone with a notice, and the total is the price without it', async () => {
    const { api, code, promotion } = await tenPercentOff('WEG')
    browser = await openBrowser({ locale: 'de-DE' })
    const { page, errors } = browser
    const cartId = await seedCart(page, 'de', [{ variant_id: piece.variants['Gold 587'], quantity: 1 }])
    await applyCode(cartId, code)
    await page.goto('/de/cart')
    await expect.poll(() => page.getByTestId('promotion-code').allInnerTexts(), BACK_END).toEqual([expect.stringContaining(code)])

    await api.admin.promotion.delete(promotion.id)
    await page.goto('/de/cart')
    // the page renders (a script error on the promotions left it blank)
    await expect.poll(() => page.locator('main [data-testid="cart-line"]').count(), BACK_END).toBe(1)
    const notice = page.locator('.notification').filter({ hasText: `Der Code „${code}“ gilt nicht mehr und wurde aus Ihrem Warenkorb genommen.` })
    await expect.poll(() => notice.count(), BACK_END).toBe(1)
    expect(await page.getByTestId('promotion-code').count()).toBe(0)
    const cart = (await (
      await fetch(`${WORKER_URL}/medusa/store/carts/${cartId}?fields=id,discount_total,*promotions`, { headers: { origin: WORKER_URL } })
    ).json()) as {
      cart: { discount_total: number; promotions: unknown[] }
    }
    expect(cart.cart).toMatchObject({ discount_total: 0, promotions: [] })
    // told once: the next page's read names the withdrawal again, and this browser stays quiet about it
    await page.goto('/de/cart')
    await expect.poll(() => page.locator('main [data-testid="cart-line"]').count(), BACK_END).toBe(1)
    await networkQuiet(page)
    expect(await notice.count()).toBe(0)
    expect(errors).toEqual([])
  })
})
