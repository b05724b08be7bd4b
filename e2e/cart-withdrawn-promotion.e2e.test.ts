import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { adminApi } from './admin-staff'
import { openBrowser, WORKER_URL } from './browser'
import { seedCart } from './checkout-steps'
import { stockFixture, type StockFixture } from './stock-fixture'

/** Polls wait for the back end; a loaded machine answers slowly, which is not what this test judges. */
const BACK_END = { timeout: 30_000 }

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

let piece: StockFixture
beforeAll(async () => {
  piece = await stockFixture('e2e-bestand-aktion')
  await piece.setAvailable({ 'Gold 585': 1 })
})

const promotionIds: string[] = []
afterAll(async () => {
  const api = await adminApi()
  for (const id of promotionIds) await api.admin.promotion.delete(id).catch(() => undefined)
})

describe('a cart whose promotion staff deleted', () => {
  it('German: /de/cart renders, the code is gone with a notice, and the total is the price without it', async () => {
    const code = `E2E-WEG-${Date.now().toString(36).toUpperCase()}`
    const api = await adminApi()
    const { promotion } = await api.admin.promotion.create({
      code,
      type: 'standard',
      status: 'active',
      is_automatic: false,
      application_method: { type: 'percentage', target_type: 'items', allocation: 'across', value: 10 },
    })
    promotionIds.push(promotion.id)
    browser = await openBrowser({ locale: 'de-DE' })
    const { page, errors } = browser
    const cartId = await seedCart(page, 'de', [{ variant_id: piece.variants['Gold 585'], quantity: 1 }])
    const applied = await fetch(`${WORKER_URL}/medusa/store/carts/${cartId}/promotions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: WORKER_URL },
      body: JSON.stringify({ promo_codes: [code] }),
    })
    expect(applied.status).toBe(200)
    await page.goto('/de/cart')
    await expect.poll(() => page.getByTestId('promotion-code').allInnerTexts(), BACK_END).toEqual([expect.stringContaining(code)])

    await api.admin.promotion.delete(promotion.id)
    await page.goto('/de/cart')
    // the page renders (a script error on the promotions left it blank)
    await expect.poll(() => page.locator('main [data-testid="cart-line"]').count(), BACK_END).toBe(1)
    const notice = page.locator('.notification').filter({ hasText: `Der Code „${code}“ gilt nicht mehr und wurde aus Ihrem Warenkorb genommen.` })
    await expect.poll(() => notice.count(), BACK_END).toBe(1)
    expect(await page.getByTestId('promotion-code').count()).toBe(0)
    const cart = (await (await fetch(`${WORKER_URL}/medusa/store/carts/${cartId}?fields=id,discount_total,*promotions`, { headers: { origin: WORKER_URL } })).json()) as {
      cart: { discount_total: number; promotions: unknown[] }
    }
    expect(cart.cart).toMatchObject({ discount_total: 0, promotions: [] })
    expect(errors).toEqual([])
  })
})
