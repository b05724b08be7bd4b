import { afterEach, describe, expect, it } from 'vitest'
import { openBrowser, WORKER_URL } from './browser'
import { acceptConfirmations, adminOrdersByEmail, checkoutStepsDone, seedCart, stepOpen, uniqueEmail, variantInStock } from './checkout-steps'
import { balancerCounts, expectEveryServerServed } from './cluster'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

// Runs on the single-instance stack (project e2e) and on the Redis cluster (project cluster), where consecutive
// requests alternate between two Medusa servers: completing a cart must still give exactly one order.
describe('placing an order twice', () => {
  it('a double click on "place order" gives one order, and a second completion of the cart returns the same order', async () => {
    const before = await balancerCounts()
    browser = await openBrowser()
    const { page, errors } = browser
    const email = uniqueEmail('double')
    const cartId = await seedCart(page, 'de', [{ variant_id: await variantInStock('de'), quantity: 1 }])
    await checkoutStepsDone(cartId, 'de', { email, address: { first: 'Jonas', last: 'Weber', street: 'Marktplatz 3', zip: '80331', city: 'München' } })
    await page.goto('/de/checkout')
    await stepOpen(page, 'review')
    await acceptConfirmations(page)
    await page.locator('[data-testid="place-order"]').dblclick()
    await page.waitForURL(/\/de\/order\/order_[A-Za-z0-9]+\/confirmed$/)
    const orderId = new URL(page.url()).pathname.split('/')[3]

    const orders = await adminOrdersByEmail(email)
    expect(orders.map((order) => order.id)).toEqual([orderId])
    const again = await fetch(`${WORKER_URL}/medusa/store/carts/${cartId}/complete`, { method: 'POST', headers: { origin: WORKER_URL } })
    const body = (await again.json()) as { type: string; order?: { id: string } }
    expect([body.type, body.order?.id]).toEqual(['order', orderId])
    expect((await adminOrdersByEmail(email)).length).toBe(1)
    expect(errors).toEqual([])
    await expectEveryServerServed(before)
  })
})
