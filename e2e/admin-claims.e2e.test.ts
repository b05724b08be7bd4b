import type { AdminOrder } from '@medusajs/types'
import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { ORDER_FIELDS } from '../client/admin/resources/orders/calls/test/order-fields'
import { orderSnapshot } from '../client/admin/resources/orders/calls/test/order-snapshot'
import { placeTransferOrders } from '../client/admin/test/test-orders'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { placeOrder } from './customer-fixture'
import { tapDetailAction } from './detail-action'
import { shopLocation } from './shop-location'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const readOrder = async (api: AdminApi, id: string) => (await api.admin.order.retrieve(id, { fields: ORDER_FIELDS })).order

/** A bank-transfer order of one piece, paid, fulfilled, shipped and delivered through Medusa's admin API: what a claim or exchange starts from. */
async function deliveredOrder(api: AdminApi, tag: string, quantity = 1): Promise<AdminOrder> {
  const email = `e2e-${tag}-${Date.now().toString(36)}@example.com`
  const [placed] = (quantity === 1 ? await placeTransferOrders(1, () => email) : [await placeOrder(null, { quantity, email })]) as unknown as AdminOrder[]
  const order = await readOrder(api, placed.id)
  for (const payment of (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])) await api.admin.payment.capture(payment.id, {})
  const items = order.items!.map((item) => ({ id: item.id, quantity: item.quantity }))
  const location = await shopLocation(api)
  const packed = (await api.admin.order.createFulfillment(order.id, { location_id: location.id, items }, { fields: 'id,*fulfillments' })).order
  const fulfillment = packed.fulfillments!.at(-1)!
  await api.admin.order.createShipment(order.id, fulfillment.id, { items, labels: [{ tracking_number: 'JJD000390007123', tracking_url: '', label_url: '' }] })
  await api.admin.order.markAsDelivered(order.id, fulfillment.id)
  return readOrder(api, order.id)
}

const field = (flow: Locator, name: string) => flow.locator(`[data-field="${name}"]`)

async function openOrder(page: Page, locale: 'de' | 'en', order: AdminOrder) {
  await openSignedIn(page, `/admin/${locale}/orders/${order.id}`)
  await page.getByTestId('bank-reference').waitFor()
}

describe('claims and exchanges in the back office', () => {
  it('a claim with a replacement of the same piece: the money shows before confirming, and Medusa holds the claim and the replacement (en, desktop)', async () => {
    const api = await adminApi()
    const [order, opened] = await Promise.all([deliveredOrder(api, 'claim'), openBrowser()])
    const [line] = order.items!
    browser = opened
    const { page } = browser
    await openOrder(page, 'en', order)
    await page.getByRole('button', { name: 'Claim: replacement' }).click()
    const flow = page.getByRole('region', { name: 'Claim with a replacement' })
    await field(flow, 'items.0.quantity').locator('input').fill('1')
    await field(flow, 'items.0.reason').locator('select').selectOption({ label: 'Manufacturing fault or damaged' })
    await field(flow, 'items.0.note').locator('input').fill('Stone came loose')
    // the ordered variant is offered first as the replacement
    expect(await flow.locator('[data-lines="outbound"] [data-line="0"] > p').innerText()).toContain(line.product_title!)
    await field(flow, 'outbound.0.quantity').locator('input').fill('1')
    await flow.getByRole('button', { name: 'Next: check the amounts' }).click()
    await poll(() => flow.locator('[data-flow-amounts]').innerText()).toMatch(/Nothing to pay or refund\s*€0\.00/)
    await flow.getByRole('button', { name: 'Confirm' }).click()
    await poll(() => flow.getAttribute('data-flow-step')).toBe('confirmed')
    expect(await flow.getByRole('status').innerText()).toBe('The claim is confirmed.')
    await flow.getByRole('button', { name: 'Done' }).click()
    await poll(() => page.locator('[data-claim-row="claim"]').innerText()).toContain('Claim #')

    const { claims } = await api.admin.claim.list({ order_id: order.id, fields: 'id,type,canceled_at,*claim_items,claim_items.note,*additional_items' })
    expect(claims.map((claim) => claim.type)).toEqual(['replace'])
    expect(claims[0].claim_items?.map((item) => [item.item_id, item.quantity, item.reason, (item as { note?: string }).note])).toEqual([
      [line.id, 1, 'production_failure', 'Stone came loose'],
    ])
    const after = await readOrder(api, order.id)
    const replacement = after.items!.find((item) => item.id !== line.id)
    expect(replacement).toMatchObject({ variant_id: line.variant_id, quantity: 1 })
    expect(claims[0].additional_items?.map((item) => item.item_id)).toEqual([replacement!.id])
    expect(after.summary!.pending_difference).toBe(0)

    // the row's "Cancel": the replacement has not gone out, so Medusa cancels the claim
    await page
      .locator('[data-claim-row="claim"]')
      .getByRole('button', { name: /^Cancel Claim #/ })
      .click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel claim' }).click()
    await poll(() => page.locator('[data-claim-row="claim"]').innerText()).toContain('Cancelled on')
    expect((await api.admin.claim.retrieve(claims[0].id, { fields: 'id,canceled_at' })).claim.canceled_at).toBeTruthy()
  })

  it('an exchange of a ring size on a phone: the price difference shows before confirming, and the order owes it afterwards (de)', async () => {
    const api = await adminApi()
    const [order, opened] = await Promise.all([deliveredOrder(api, 'exchange'), openBrowser(PHONE)])
    const [ring] = order.items!
    browser = opened
    const { page } = browser
    await openOrder(page, 'de', order)
    await tapDetailAction(page, 'Umtausch')
    const flow = page.getByRole('region', { name: 'Umtausch (z. B. eine andere Ringgröße)' })
    await field(flow, 'items.0.quantity').locator('input').fill('1')
    expect(await field(flow, 'items.0.reason_id').locator('select option:checked').innerText()).toBe('Größe passt nicht')
    await expectNoSidewaysOverflow(page)
    // the test product has one size: the larger one costs 5 € more, as agreed at the counter
    await field(flow, 'outbound.0.quantity').locator('input').fill('1')
    await field(flow, 'outbound.0.price')
      .locator('input')
      .fill(String(Number(ring.unit_price) + 5))
    await flow.getByRole('button', { name: 'Weiter: Beträge prüfen' }).tap()
    await poll(() => flow.locator('[data-flow-amounts]').innerText()).toMatch(/Der Kunde zahlt nach\s*5,00\s€/)
    await expectNoSidewaysOverflow(page)
    await flow.getByRole('button', { name: 'Bestätigen' }).tap()
    await poll(() => flow.getAttribute('data-flow-step')).toBe('confirmed')
    await flow.getByRole('button', { name: 'Fertig' }).tap()
    await poll(() => page.locator('[data-claim-row="exchange"]').innerText()).toContain('Umtausch #')

    const { exchanges } = await api.admin.exchange.list({ order_id: order.id, fields: 'id,canceled_at,*additional_items' })
    expect(exchanges.map((exchange) => exchange.additional_items?.map((item) => Number(item.quantity)))).toEqual([[1]])
    const after = await readOrder(api, order.id)
    expect(after.summary!.pending_difference).toBe(5)
    expect(after.items!.map((item) => Number(item.unit_price)).sort()).toEqual([Number(ring.unit_price), Number(ring.unit_price) + 5].sort())
  })

  it('a claim begun and cancelled half-way leaves the order exactly as it was (de)', async () => {
    const api = await adminApi()
    const [order, opened] = await Promise.all([deliveredOrder(api, 'claim-cancel'), openBrowser()])
    const before = orderSnapshot(order)
    browser = opened
    const { page } = browser
    await openOrder(page, 'de', order)
    await page.getByRole('button', { name: 'Reklamation: Ersatz' }).click()
    const flow = page.getByRole('region', { name: 'Reklamation mit Ersatzlieferung' })
    await field(flow, 'items.0.quantity').locator('input').fill('1')
    await field(flow, 'outbound.0.quantity').locator('input').fill('1')
    await flow.getByRole('button', { name: 'Weiter: Beträge prüfen' }).click()
    await flow.locator('[data-flow-amounts]').waitFor()
    // the claim is pending in Medusa with its items in it
    expect((await api.admin.claim.list({ order_id: order.id, fields: 'id' })).claims).toHaveLength(1)
    await flow.getByRole('button', { name: 'Änderung verwerfen' }).click()
    await poll(() => page.getByRole('region', { name: 'Reklamation mit Ersatzlieferung' }).count()).toBe(0)
    await poll(async () => (await api.admin.claim.list({ order_id: order.id, fields: 'id' })).claims.length).toBe(0)
    expect(orderSnapshot(await readOrder(api, order.id))).toEqual(before)
  })

  it('a claimed line changed to another quantity after its money was shown: the claim in Medusa holds the new quantity, not a second line (en)', async () => {
    const api = await adminApi()
    const [order, opened] = await Promise.all([deliveredOrder(api, 'claim-change', 2), openBrowser()])
    const [line] = order.items!
    const unit = Number(line.unit_price)
    const euro = (value: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(value)
    browser = opened
    const { page } = browser
    await openOrder(page, 'en', order)
    await page.getByRole('button', { name: 'Claim: refund' }).click()
    const flow = page.getByRole('region', { name: 'Claim with a refund' })
    await field(flow, 'items.0.quantity').locator('input').fill('1')
    await field(flow, 'items.0.reason').locator('select').selectOption({ label: 'Manufacturing fault or damaged' })
    await field(flow, 'items.0.note').locator('input').fill('One stone loose')
    await flow.getByRole('button', { name: 'Next: check the amounts' }).click()
    const getsBack = (amount: number) => new RegExp(`The customer gets back\\s*${euro(amount).replace(/[.$]/g, '\\$&')}`)
    await poll(() => flow.locator('[data-flow-amounts]').innerText()).toMatch(getsBack(unit))

    // back to the choice: the form shows what was requested; the second piece is faulty too
    await flow.getByRole('button', { name: 'Change the choice' }).click()
    expect(await field(flow, 'items.0.quantity').locator('input').inputValue()).toBe('1')
    expect(await field(flow, 'items.0.note').locator('input').inputValue()).toBe('One stone loose')
    await field(flow, 'items.0.quantity').locator('input').fill('2')
    await field(flow, 'items.0.note').locator('input').fill('Both stones loose')
    await flow.getByRole('button', { name: 'Next: check the amounts' }).click()
    await poll(() => flow.locator('[data-flow-amounts]').innerText()).toMatch(getsBack(2 * unit))
    await flow.getByRole('button', { name: 'Confirm' }).click()
    await poll(() => flow.getAttribute('data-flow-step')).toBe('confirmed')
    await flow.getByRole('button', { name: 'Done' }).click()

    const { claims } = await api.admin.claim.list({ order_id: order.id, fields: 'id,type,*claim_items,claim_items.note,*return,*return.items' })
    expect(claims.map((claim) => claim.type)).toEqual(['refund'])
    expect(claims[0].claim_items?.map((item) => [item.item_id, item.quantity, item.reason, (item as { note?: string }).note])).toEqual([
      [line.id, 2, 'production_failure', 'Both stones loose'],
    ])
    expect(claims[0].return?.items?.map((item) => [item.item_id, item.quantity])).toEqual([[line.id, 2]])
    expect((await readOrder(api, order.id)).summary!.pending_difference).toBe(-2 * unit)
  })
})
