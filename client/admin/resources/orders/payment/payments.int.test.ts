import { describe, expect, it } from 'vitest'
import { shopDay } from '../../../../../rules/shop-days'
import { signInAsStaff } from '../../../test/staff-session'

await signInAsStaff()
const { callsOf } = await import('../../../engine/use-resource')
const { listQuery } = await import('../../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../../engine/url-state')
const { adminTranslator, loadAdminDictionary } = await import('../../../i18n')
const { capturePayment, listRefundReasons, refundPayment } = await import('../calls/payments')
const { paymentsOf, placeUnpaidOrder } = await import('../calls/test/placed-order')
const { payments } = await import('./payments')
const { paymentState } = await import('./payment-state')

const calls = callsOf(payments)
const today = shopDay(Date.now())!
const tomorrow = shopDay(Date.now() + 86_400_000)!
const BANK_TRANSFER = 'pp_bank-transfer_bank-transfer'
const ids = async (filters: Record<string, string[]>) =>
  (await calls.list(listQuery(payments, { ...EMPTY_LIST_STATE, filters, columns: payments.list.columns.map((column) => column.id) }))).rows

describe('payments (GET /admin/payments, /admin/payments/payment-providers, /admin/payments/{id})', () => {
  it('lists a new bank transfer with its order, filters by provider and date, and shows its captures and refunds', async () => {
    const order = await placeUnpaidOrder(2)
    const [placed] = paymentsOf(order)

    // newest first: the order's payment is on the first page (other tests may place orders meanwhile), with its
    // order and provider, still awaiting the money
    const first = (await ids({})).find((row) => row.id === placed!.id)
    expect(first).toMatchObject({ id: placed!.id, provider_id: BANK_TRANSFER, payment_collection: { order: { id: order.id, display_id: order.display_id } } })
    expect(paymentState(first!)).toBe('authorized')

    // the provider filter offers the shop's providers by name and narrows the list by them
    const choices = await payments.list.filters!.find((filter) => filter.id === 'provider_id')!.choices!({
      t: adminTranslator('de', await loadAdminDictionary('de')),
      locale: 'de',
    })
    expect(choices).toContainEqual({ value: BANK_TRANSFER, text: 'Vorkasse (Überweisung)' })
    expect((await ids({ provider_id: [BANK_TRANSFER] })).map((row) => row.id)).toContain(placed!.id)
    expect((await ids({ provider_id: ['pp_system_default'] })).map((row) => row.id)).not.toContain(placed!.id)
    expect((await ids({ created_from: [today], created_to: [today] })).map((row) => row.id)).toContain(placed!.id)
    expect((await ids({ created_from: [tomorrow] })).map((row) => row.id)).not.toContain(placed!.id)

    await capturePayment(placed!.id)
    const goodwill = (await listRefundReasons()).find((reason) => reason.code === 'goodwill')!
    await refundPayment(placed!.id, { amount: 5, refund_reason_id: goodwill.id, note: 'Kratzer am Etui' })
    const detail = await calls.retrieve(placed!.id, { fields: payments.detail!.fields })
    expect(detail.captures!.map((capture) => Number(capture.amount))).toEqual([Number(placed!.amount)])
    expect(
      detail.refunds!.map((refund) => [
        Number(refund.amount),
        refund.note,
        (refund as { refund_reason?: { metadata?: { label_en?: string } } }).refund_reason?.metadata?.label_en,
      ]),
    ).toEqual([[5, 'Kratzer am Etui', 'Goodwill']])
    expect(detail.payment_collection?.order).toMatchObject({ id: order.id, display_id: order.display_id })
    expect(paymentState(detail)).toBe('partially_refunded')
    expect(payments.title(detail, 'de')).toBe(`#${order.display_id} · ${Number(placed!.amount).toFixed(2)} EUR`)
  })

  it('refuses a malformed provider filter with a 400', async () => {
    await expect(calls.list({ limit: 1, provider_id: [''] })).rejects.toMatchObject({ status: 400 })
  })
})
