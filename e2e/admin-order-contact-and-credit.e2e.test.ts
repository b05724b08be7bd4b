import type { AdminOrder } from '@medusajs/types'
import { afterEach, describe, expect, it } from 'vitest'
import { type AdminApi, adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser, PHONE } from './browser'
import { placeOrder, registerCustomer, uniqueEmail } from './customer-fixture'
import { expectNoSidewaysOverflow } from './sideways-overflow'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const FIELDS = 'id,email,status,customer_id,*summary,*credit_lines,*items'
const readOrder = async (api: AdminApi, id: string) => (await api.admin.order.retrieve(id, { fields: FIELDS })).order as AdminOrder

/**
 * A paid order of two pieces made one piece cheaper by a confirmed edit: the shop then owes the customer one piece. The
 * customer has an account (store credit is kept there; a guest is paid back by refund).
 */
async function overpaidOrder(api: AdminApi, locale: 'de' | 'en') {
  const placed = await placeOrder(await registerCustomer('e2e-credit'), { quantity: 2, locale })
  const { order } = await api.admin.order.retrieve(placed.id, { fields: 'id,*items,*payment_collections.payments' })
  for (const payment of order.payment_collections!.flatMap((collection) => collection.payments ?? [])) await api.admin.payment.capture(payment.id, {})
  await api.admin.orderEdit.initiateRequest({ order_id: order.id })
  await api.admin.orderEdit.updateOriginalItem(order.id, order.items![0].id, { quantity: 1 })
  await api.admin.orderEdit.request(order.id)
  await api.admin.orderEdit.confirm(order.id)
  return readOrder(api, order.id)
}

describe('an order on a phone: the customer’s e-mail and store credit', () => {
  it('German: a mistyped e-mail is refused with a message, a corrected one is what Medusa then holds', async () => {
    const api = await adminApi()
    const typo = uniqueEmail('e2e-mail-typo')
    const placed = await placeOrder(null, { locale: 'de', email: typo })
    const corrected = uniqueEmail('e2e-mail-fixed')
    browser = await openBrowser(PHONE)
    const { page } = browser
    await openSignedIn(page, `/admin/de/orders/${placed.id}`)
    const customer = page.locator('[data-section="customer"]')
    await customer.getByRole('button', { name: 'E-Mail ändern' }).tap()
    const dialog = page.getByRole('dialog', { name: 'E-Mail ändern' })
    const field = dialog.getByLabel('Neue E-Mail-Adresse')
    await field.fill('erika.mustermann@')
    await dialog.getByRole('button', { name: 'E-Mail ändern' }).tap()
    await poll(() => dialog.innerText()).toMatch(/E-Mail/)
    expect((await readOrder(api, placed.id)).email).toBe(typo)
    await field.fill(corrected)
    await dialog.getByRole('button', { name: 'E-Mail ändern' }).tap()
    await poll(async () => (await readOrder(api, placed.id)).email).toBe(corrected)
    await poll(() => customer.innerText()).toContain(corrected)
    await expectNoSidewaysOverflow(page)
  })

  it('English: what the shop owes after an edit is paid back as store credit, a credit line Medusa books on the order', async () => {
    const api = await adminApi()
    const order = await overpaidOrder(api, 'en')
    const owed = -Number(order.summary!.pending_difference)
    expect(owed).toBeGreaterThan(0)
    browser = await openBrowser({ ...PHONE, locale: 'en-GB' })
    const { page } = browser
    await openSignedIn(page, `/admin/en/orders/${order.id}`)
    const payments = page.locator('[data-section="payments"]')
    // the money refund and the store credit are the two ways back, side by side
    await poll(() => payments.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(1)
    await payments.getByRole('button', { name: 'Refund as store credit' }).tap()
    const dialog = page.getByRole('dialog', { name: 'Refund as store credit' })
    const amount = dialog.getByLabel('Store credit')
    expect(Number((await amount.inputValue()).replace(/[^\d.]/g, ''))).toBe(owed)
    await amount.fill(String(owed + 1))
    await dialog.getByRole('button', { name: 'Refund as store credit' }).tap()
    await poll(() => dialog.innerText()).toMatch(/at most|less than or equal|≤/i)
    expect((await readOrder(api, order.id)).credit_lines ?? []).toEqual([])
    await amount.fill(String(owed))
    await dialog.getByRole('button', { name: 'Refund as store credit' }).tap()
    await poll(async () => (await readOrder(api, order.id)).credit_lines?.length).toBe(1)
    const after = await readOrder(api, order.id)
    expect(after.credit_lines!.map((line) => [line.reference, line.reference_id, Number(line.amount)])).toEqual([['store_credit', order.customer_id, -owed]])
    // the loyalty plugin keeps it on the customer's store credit account, spendable at checkout
    const { store_credit_accounts } = await api.client.fetch<{ store_credit_accounts: { balance: number }[] }>('/admin/store-credit-accounts', {
      query: { customer_id: order.customer_id, currency_code: 'eur' },
    })
    expect(store_credit_accounts.map((account) => Number(account.balance))).toEqual([owed])
    expect(Number(after.summary!.pending_difference)).toBe(0)
    // nothing more is owed: the choice is gone
    await poll(() => payments.getByRole('button', { name: 'Refund as store credit' }).count()).toBe(0)
    await expectNoSidewaysOverflow(page)
  })
})
