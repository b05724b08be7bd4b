import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { orderSnapshot } from '../client/admin/resources/orders/calls/test/order-snapshot'
import { formatMoney } from '../routes/lib/money'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { unlimitedVariant } from './cart-fixture'
import { call, ERIKA, json, placeOrder, registerCustomer } from './customer-fixture'
import { tapDetailAction } from './detail-action'
import { expectNoSidewaysOverflow } from './sideways-overflow'

// what must not move when an edit is left half-way (the fields `orderSnapshot` compares)
const SNAPSHOT_FIELDS =
  'id,version,status,payment_status,fulfillment_status,total,subtotal,item_total,shipping_total,tax_total,*summary,*items,*items.detail,*shipping_methods,*payment_collections'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const euro = (amount: number) => formatMoney({ amount, currency_code: 'eur' }, 'de')

/** A bank-transfer order of the tests' piece whose money has arrived (captured), as Medusa then holds it. */
async function paidOrder(api: AdminApi, tag: string) {
  const placed = await placeOrder(null, { quantity: 1, email: `${tag}-${Date.now().toString(36)}@example.com` })
  const { order } = await api.admin.order.retrieve(placed.id, { fields: 'id,display_id,total,*items,*payment_collections.payments' })
  for (const payment of (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])) await api.admin.payment.capture(payment.id, {})
  return order
}

const openChanges = async (api: AdminApi, orderId: string) =>
  (await api.admin.order.listChanges(orderId, { fields: 'id,status' })).order_changes.filter((change) => ['pending', 'requested'].includes(change.status))

/** Opens the order's page signed in, there "Bestellung ändern", and adds one more of the order's piece, found by its product's title. */
async function beginEditAddingPiece(page: Page, orderId: string, line: { product_title?: string | null; variant_title?: string | null }) {
  await openSignedIn(page, `/admin/de/orders/${orderId}`)
  await page.getByRole('button', { name: 'Bestellung ändern' }).click()
  const drawer = page.getByRole('dialog', { name: 'Bestellung ändern' })
  await drawer.locator('[data-flow-step="choosing"]').waitFor()
  await drawer.getByLabel('Stück suchen (Titel oder Artikelnummer)').fill(line.product_title!)
  await drawer
    .getByRole('list', { name: 'Gefundene Stücke' })
    .getByRole('button', { name: `${line.product_title} · ${line.variant_title}`, exact: true })
    .click()
  await drawer.getByRole('list', { name: 'Hinzugefügte Artikel' }).waitFor()
  return drawer
}

describe('order edits in the back office', () => {
  it('adds a piece to a paid order: the difference is shown first, and once confirmed Medusa has the new line and total, the order shows it as outstanding', async () => {
    const api = await adminApi()
    const order = await paidOrder(api, 'e2e-edit')
    const [line] = order.items!
    const unit = Number(line.unit_price)
    browser = await openBrowser()
    const { page } = browser
    const drawer = await beginEditAddingPiece(page, order.id, line)
    await drawer.getByRole('button', { name: 'Weiter: Beträge prüfen' }).click()
    const amounts = drawer.locator('[data-flow-amounts]')
    await amounts.waitFor()
    // the difference comes first, then the totals
    expect((await amounts.locator('dt').allInnerTexts())[0]).toBe('Differenz zu zahlen')
    expect((await amounts.locator('dd').allInnerTexts())[0]).toBe(euro(unit))
    expect(await amounts.innerText()).toContain(euro(Number(order.total) + unit))
    await drawer.getByRole('button', { name: 'Bestätigen' }).click()
    await poll(() => drawer.getByRole('status').innerText()).toBe('Die Bestellung wurde geändert.')

    const { order: edited } = await api.admin.order.retrieve(order.id, { fields: 'id,total,*items,*summary' })
    expect(edited.items!.reduce((sum, item) => sum + Number(item.quantity), 0)).toBe(2)
    expect(Number(edited.total)).toBe(Number(order.total) + unit)
    expect(Number(edited.summary!.pending_difference)).toBe(unit)
    await drawer.getByRole('button', { name: 'Fertig' }).click()
    await poll(() => page.getByTestId('order-outstanding').innerText()).toBe(euro(unit))
    await poll(() => page.getByTestId('timeline').innerText()).toContain('Änderung bestätigt (Bestellungsänderung)')
  })

  it('begun and cancelled half-way (the drawer closed after the request) leaves the order exactly as it was', async () => {
    const api = await adminApi()
    const order = await paidOrder(api, 'e2e-edit-cancel')
    const read = async () => orderSnapshot((await api.admin.order.retrieve(order.id, { fields: SNAPSHOT_FIELDS })).order)
    const before = await read()
    browser = await openBrowser()
    const { page } = browser
    const drawer = await beginEditAddingPiece(page, order.id, order.items![0])
    await drawer.getByRole('button', { name: 'Weiter: Beträge prüfen' }).click()
    await drawer.locator('[data-flow-amounts]').waitFor()
    expect(await openChanges(api, order.id)).toHaveLength(1)
    await page.keyboard.press('Escape')
    await poll(() => openChanges(api, order.id)).toEqual([])
    expect(await read()).toEqual(before)
  })
})

describe('draft orders on a phone', () => {
  it('takes a sale for an existing customer with their address, edits it, converts it, and the customer finds the order in their account', async () => {
    const api = await adminApi()
    const customer = await registerCustomer('e2e-draft', { first_name: 'Henriette', last_name: 'Goldschmied' })
    await json(
      call('/store/customers/me/addresses', {
        cookie: customer.cookie,
        key: (await unlimitedVariant()).publishableKey,
        body: { ...ERIKA, first_name: 'Henriette', last_name: 'Goldschmied', is_default_shipping: true },
      }),
    )
    browser = await openBrowser(PHONE)
    const { page } = browser
    await openSignedIn(page, '/admin/en/draft-orders')
    await page.getByRole('link', { name: 'New draft order' }).tap()
    await page.waitForURL('**/admin/en/draft-orders/new')

    await page.getByRole('group', { name: 'Customer' }).getByRole('combobox').tap()
    await page.getByRole('combobox', { name: 'Customer' }).last().fill(customer.email)
    await page.getByRole('option', { name: customer.email }).tap()
    // the customer's default address fills in…
    await poll(() => page.getByLabel('City').inputValue()).toBe(ERIKA.city)
    expect(await page.getByLabel('Email address').inputValue()).toBe(customer.email)
    // and the region that sells to the address's country
    await poll(() => page.getByRole('combobox', { name: 'Region' }).innerText()).toBe('Europa')
    await page.getByRole('button', { name: 'Add a custom item' }).tap()
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Repair of a ring')
    await page.getByLabel('Price (net, VAT is added)').fill('40')
    const shipping = page.getByRole('combobox', { name: 'Shipping' })
    await poll(() => shipping.locator('option').count()).toBeGreaterThan(1)
    await shipping.selectOption({ index: 1 })
    await expectNoSidewaysOverflow(page)
    await page.getByRole('button', { name: 'Create', exact: true }).tap()
    await page.waitForURL(/\/admin\/en\/draft-orders\/order_/)
    const draftId = new URL(page.url()).pathname.split('/').at(-1)!

    const { draft_order: draft } = await api.admin.draftOrder.retrieve(draftId, {
      fields: 'id,display_id,total,customer_id,currency_code,*items,*shipping_methods,*shipping_address',
    })
    expect(draft).toMatchObject({ customer_id: customer.customerId, currency_code: 'eur' })
    expect(draft.items!.map((item) => [item.title, Number(item.unit_price)])).toEqual([['Repair of a ring', 40]])
    expect(draft.shipping_methods).toHaveLength(1)
    expect(draft.shipping_address).toMatchObject({ city: ERIKA.city, address_1: ERIKA.address_1 })
    const firstTotal = await page.getByTestId('draft-total').innerText()
    await expectNoSidewaysOverflow(page)

    // the customer wants two: the draft's edit shows the difference before it is confirmed
    await tapDetailAction(page, 'Edit draft')
    const edit = page.getByRole('dialog', { name: 'Edit draft' })
    await edit.locator('[data-flow-step="choosing"]').waitFor()
    await edit.locator('[data-lines="items"]').getByRole('button', { name: 'Increment' }).tap()
    await edit.getByRole('button', { name: 'Next: check the amounts' }).tap()
    const amounts = edit.locator('[data-flow-amounts]')
    await amounts.waitFor()
    expect((await amounts.locator('dt').allInnerTexts())[0]).toBe('Difference to pay')
    await expectNoSidewaysOverflow(page)
    await edit.getByRole('button', { name: 'Confirm' }).tap()
    await poll(() => edit.getByRole('status').innerText()).toBe('The draft was changed.')
    await edit.getByRole('button', { name: 'Done' }).tap()
    await poll(() => page.getByTestId('draft-total').innerText()).not.toBe(firstTotal)
    const total = await page.getByTestId('draft-total').innerText()
    const { draft_order: edited } = await api.admin.draftOrder.retrieve(draftId, { fields: 'id,total,*items' })
    expect(edited.items!.map((item) => [item.title, item.quantity])).toEqual([['Repair of a ring', 2]])

    await tapDetailAction(page, 'Convert to order')
    const convert = page.getByRole('dialog', { name: 'Convert to order' })
    expect(await convert.getByTestId('convert-total').innerText()).toBe(total)
    await convert.getByRole('button', { name: 'Convert to order' }).tap()
    await page.waitForURL(`**/admin/en/orders/${draftId}`)

    const { order } = await api.admin.order.retrieve(draftId, { fields: 'id,display_id,status,customer_id,total' })
    expect(order).toMatchObject({ status: 'pending', customer_id: customer.customerId, total: edited.total })
    const { orders } = await json<{ orders: { id: string; display_id: number }[] }>(
      call('/store/orders?fields=id,display_id', { cookie: customer.cookie, key: (await unlimitedVariant()).publishableKey }),
    )
    expect(orders.map((mine) => mine.display_id)).toContain(order.display_id)
  })
})
