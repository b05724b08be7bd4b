import { describe, expect, it } from 'vitest'
import { signInAsStaff, unique } from '../../../test/staff-session'

await signInAsStaff()
const { sdk } = await import('../../../api/sdk')
const { registerCustomer } = await import('../../../../../e2e/customer-fixture')
const { capturePayment, listRefundReasons, refundPayment } = await import('./payments')
const { createPaymentCollection, deletePaymentCollection } = await import('./payment-collections')
const { createCreditLine } = await import('./credit-lines')
const { cancelTransfer, pendingTransferOf, requestTransfer } = await import('./transfer')
const { paymentsOf, placeUnpaidOrder, readOrder } = await import('./test/placed-order')

/**
 * Orders the tests that leave them as they were share, each placed by the first test that needs it: a request for
 * money made and withdrawn, a transfer offered and withdrawn (an unpaid order); a refund and a credit line refused
 * (a paid one). A test that changes its order places its own.
 */
let unpaid: ReturnType<typeof placeUnpaidOrder> | undefined
const sharedUnpaidOrder = () => (unpaid ??= placeUnpaidOrder(1))
let paid: ReturnType<typeof placeUnpaidOrder> | undefined
const sharedPaidOrder = () =>
  (paid ??= (async () => {
    const order = await placeUnpaidOrder(1)
    await capturePayment(paymentsOf(order)[0].id)
    return order
  })())

describe('payments (POST /admin/payments/{id}/capture, /refund; GET /admin/refund-reasons)', () => {
  it('books the arrived bank transfer, then refunds part of it with a seeded reason and a note', async () => {
    const order = await placeUnpaidOrder(2)
    expect(order.payment_status).toBe('authorized')
    const [payment] = paymentsOf(order)

    const captured = await capturePayment(payment.id)
    expect(captured.captured_at).toBeTruthy()
    expect((await readOrder(order.id)).payment_status).toBe('captured')

    const reasons = await listRefundReasons()
    const goodwill = reasons.find((reason) => reason.code === 'goodwill')!
    expect(goodwill).toMatchObject({ label: 'Kulanz', metadata: { label_en: 'Goodwill' } })
    expect(reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(['return', 'damaged_in_transit']))

    const refunded = await refundPayment(payment.id, { amount: 4.5, refund_reason_id: goodwill.id, note: 'Kratzer am Etui' })
    expect(refunded.refunds!.map((refund) => [Number(refund.amount), refund.refund_reason_id, refund.note])).toEqual([[4.5, goodwill.id, 'Kratzer am Etui']])
    const after = await readOrder(order.id)
    expect(after.payment_status).toBe('partially_refunded')
    expect(after.summary!.refunded_total).toBe(4.5)
  })

  it('refuses to refund more than was captured with a 4xx and keeps the payment as it was', async () => {
    const order = await sharedPaidOrder()
    const [payment] = paymentsOf(order)
    const failure = await refundPayment(payment.id, { amount: Number(order.total) + 100 }).catch((error) => error)
    expect(failure.status).toBeGreaterThanOrEqual(400)
    expect(failure.status).toBeLessThan(500)
    expect((await readOrder(order.id)).payment_status).toBe('captured')
  })
})

describe('payment collections (DELETE /admin/payment-collections/{id}; create and mark-as-paid: order-edits.int.test.ts)', () => {
  it('withdraws a request for money no longer owed', async () => {
    const order = await sharedUnpaidOrder()
    const collection = await createPaymentCollection(order.id, 3)
    expect(collection).toMatchObject({ amount: 3, status: 'not_paid' })
    await deletePaymentCollection(collection.id)
    const after = await readOrder(order.id)
    expect(after.payment_collections!.map((c) => c.id)).not.toContain(collection.id)
  })
})

describe('credit lines (POST /admin/orders/{id}/credit-lines)', () => {
  it('credits an amount outside the items', async () => {
    const order = await placeUnpaidOrder(1)
    const credited = await createCreditLine(order.id, {
      amount: 5,
      reference: 'goodwill',
      reference_id: unique('kulanz'),
      metadata: { note: 'Lieferung verspätet' },
    })
    expect(credited.credit_lines!.map((line) => [Number(line.amount), line.reference])).toEqual([[5, 'goodwill']])
    const after = await readOrder(order.id)
    expect(Number(after.credit_line_total)).toBe(5)
    expect(Number(after.total)).toBe(Number(order.total) - 5)
  })

  it('refuses a credit line on an order with nothing open with a 4xx', async () => {
    const order = await sharedPaidOrder()
    const failure = await createCreditLine(order.id, { amount: 5, reference: 'goodwill', reference_id: unique('kulanz') }).catch((error) => error)
    expect(failure.status).toBeGreaterThanOrEqual(400)
    expect(failure.status).toBeLessThan(500)
    expect(Number((await readOrder(order.id)).credit_line_total)).toBe(0)
  })
})

describe('order transfer (POST /admin/orders/{id}/transfer, …/transfer/cancel)', () => {
  it('offers a guest order to a customer account and withdraws the offer', async () => {
    const order = await sharedUnpaidOrder()
    // only a customer with an account can take an order over
    const customer = await registerCustomer('it-transfer')

    expect(await pendingTransferOf(order.id)).toBeNull()
    await requestTransfer(order.id, { customer_id: customer.customerId, description: 'Bestellung ins Kundenkonto' })
    expect(await pendingTransferOf(order.id)).toMatchObject({ customer_id: customer.customerId })
    const pending = (await sdk.admin.order.listChanges(order.id)).order_changes
    expect(pending.filter((change) => change.change_type === 'transfer').map((change) => change.status)).toEqual(['requested'])

    await cancelTransfer(order.id)
    expect(await pendingTransferOf(order.id)).toBeNull()
    // Medusa drops the withdrawn request from the order's changes: nothing is left for the customer to accept
    const changes = (await sdk.admin.order.listChanges(order.id)).order_changes
    expect(changes.filter((change) => change.change_type === 'transfer' && change.status === 'requested')).toEqual([])
    expect((await readOrder(order.id)).customer_id).toBe(order.customer_id)
  })
})
