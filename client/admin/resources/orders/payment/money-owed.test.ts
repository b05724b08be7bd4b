import type { AdminOrder, AdminPayment, AdminPaymentCollection } from '@medusajs/types'
import { describe, expect, it } from 'vitest'
import { canMarkPaid, outstandingOf, refundableOf, refundsOnCancel, unpaidTransferOf } from './money-owed'

const payment = (values: Record<string, unknown>) => ({ amount: 45, captured_at: null, canceled_at: null, refunds: [], ...values }) as unknown as AdminPayment
const collection = (status: string, payments: Record<string, unknown>[] = []) =>
  ({ status, payments: payments.map(payment) }) as unknown as AdminPaymentCollection
const order = (pending: number, collections: AdminPaymentCollection[], status = 'pending') =>
  ({ status, summary: { pending_difference: pending }, payment_collections: collections }) as unknown as AdminOrder

describe('refundableOf', () => {
  it('is nothing before the money arrived or after the payment was cancelled', () => {
    expect(refundableOf(payment({}))).toBe(0)
    expect(refundableOf(payment({ captured_at: '2026-11-20', canceled_at: '2026-11-21' }))).toBe(0)
  })

  it('is the captured amount less what was refunded, to the cent', () => {
    expect(refundableOf(payment({ captured_at: '2026-11-20' }))).toBe(45)
    expect(refundableOf(payment({ amount: 45.3, captured_at: '2026-11-20', refunds: [{ amount: 10.1 }, { amount: 5.1 }] as AdminPayment['refunds'] }))).toBe(
      30.1,
    )
    expect(refundableOf(payment({ captured_at: '2026-11-20', refunds: [{ amount: 45 }] as AdminPayment['refunds'] }))).toBe(0)
  })
})

describe('outstandingOf', () => {
  it('asks for what an edit added once the first payment is complete', () => {
    expect(outstandingOf(order(12.5, [collection('completed')]))).toBe(12.5)
  })

  it('asks for nothing while a request is still open, when nothing is owed, or on a cancelled order', () => {
    expect(outstandingOf(order(45, [collection('authorized')]))).toBe(0)
    expect(outstandingOf(order(12.5, [collection('completed'), collection('not_paid')]))).toBe(0)
    expect(outstandingOf(order(-5, [collection('completed')]))).toBe(0)
    expect(outstandingOf(order(12.5, [collection('completed')], 'canceled'))).toBe(0)
  })
})

describe('canMarkPaid', () => {
  it('applies to an unpaid request without a payment waiting for capture', () => {
    expect(canMarkPaid(collection('not_paid'))).toBe(true)
    expect(canMarkPaid(collection('awaiting', [{ captured_at: null, canceled_at: '2026-11-20' }]))).toBe(true)
  })

  it('leaves the checkout bank transfer to "record payment received", and paid collections alone', () => {
    expect(canMarkPaid(collection('not_paid', [{ captured_at: null }]))).toBe(false)
    expect(canMarkPaid(collection('authorized', [{ captured_at: null }]))).toBe(false)
    expect(canMarkPaid(collection('completed', [{ captured_at: '2026-11-20' }]))).toBe(false)
  })
})

const TRANSFER = 'pp_bank-transfer_bank-transfer'

describe('unpaidTransferOf', () => {
  it('is what a prepayment order still owes: a transfer not yet arrived, or a draft converted without a payment', () => {
    expect(unpaidTransferOf(order(5280, [collection('authorized', [{ amount: 5280, provider_id: TRANSFER }])]))).toBe(5280)
    expect(unpaidTransferOf(order(5280, [collection('not_paid')]))).toBe(5280)
  })

  it('is nothing once paid, when cancelled, and for card payments captured at shipment', () => {
    expect(unpaidTransferOf(order(0, [collection('completed', [{ amount: 5280, provider_id: TRANSFER, captured_at: '2026-11-20' }])]))).toBe(0)
    expect(unpaidTransferOf(order(5280, [collection('authorized', [{ provider_id: TRANSFER }])], 'canceled'))).toBe(0)
    expect(unpaidTransferOf(order(5280, [collection('authorized', [{ amount: 5280, provider_id: 'pp_stripe_stripe' }])]))).toBe(0)
  })
})

describe('refundsOnCancel', () => {
  it('names each captured payment with what is left to refund, and nothing for money not yet arrived', () => {
    const paid = order(0, [
      collection('completed', [
        { amount: 1890, provider_id: 'pp_stripe_stripe', captured_at: '2026-11-20', refunds: [{ amount: 90 }] },
        { amount: 300, provider_id: TRANSFER },
      ]),
    ])
    expect(refundsOnCancel(paid)).toEqual([{ amount: 1800, provider_id: 'pp_stripe_stripe' }])
    expect(refundsOnCancel(order(1890, [collection('authorized', [{ provider_id: TRANSFER }])]))).toEqual([])
  })
})
