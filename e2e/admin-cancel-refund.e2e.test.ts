import type { AdminOrder } from '@medusajs/types'
import { afterEach, describe, expect, it } from 'vitest'
import { placeTransferOrders } from '../client/admin/test/test-orders'
import { adminApi, openSignedIn, poll } from './admin-staff'
import { openBrowser } from './browser'
import { waitForMail } from './mail-inbox'

let browser: Awaited<ReturnType<typeof openBrowser>> | undefined
afterEach(async () => browser?.close())

const euro = (value: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(value).replace(/\u00a0/g, ' ')
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('cancelling a paid order in the back office', () => {
  it('asks first, naming the refund and how it goes back; Medusa refunds it and the cancellation mail says so', async () => {
    const email = `e2e-cancel-${Date.now().toString(36)}@example.com`
    const [placed] = (await placeTransferOrders(1, () => email)) as unknown as AdminOrder[]
    const api = await adminApi()
    const fields = 'id,display_id,status,total,*payment_collections.payments,*payment_collections.payments.refunds'
    const { order } = await api.admin.order.retrieve(placed.id, { fields })
    // the transfer arrived: the money is captured, so cancelling pays it back
    for (const payment of order.payment_collections!.flatMap((collection) => collection.payments ?? [])) await api.admin.payment.capture(payment.id, {})
    const total = Number(order.total)

    browser = await openBrowser()
    const { page } = browser
    await openSignedIn(page, `/admin/de/orders/${order.id}`)
    await page.getByRole('button', { name: 'Bestellung stornieren' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Bezahlte Bestellung stornieren?' })
    await poll(async () => spaced(await dialog.innerText())).toContain(`${euro(total)} per Vorkasse (Überweisung) (Bestellung #${order.display_id})`)
    expect(await api.admin.order.retrieve(order.id, { fields: 'id,status' }).then(({ order }) => order.status)).not.toBe('canceled')

    await dialog.getByRole('button', { name: 'Stornieren und erstatten' }).click()
    await poll(async () => (await api.admin.order.retrieve(order.id, { fields })).order.status).toBe('canceled')
    const after = (await api.admin.order.retrieve(order.id, { fields })).order
    const refunds = after.payment_collections!.flatMap((collection) => collection.payments ?? []).flatMap((payment) => payment.refunds ?? [])
    expect(refunds.reduce((sum, refund) => sum + Number(refund.amount), 0)).toBeCloseTo(total, 2)

    const mail = await waitForMail(email, { subject: /storniert/ })
    expect(spaced(mail.text)).toContain(`Den bereits bezahlten Betrag von ${euro(total)} haben wir Ihnen erstattet.`)
    expect(mail.text).not.toContain('Falls Sie bereits überwiesen haben')
  })
})
