import type { AdminOrder, AdminPayment, AdminPaymentCollection } from '@medusajs/types'
import { roundCents as cents } from '../../../../../rules/money'
import { orderPaymentMethod } from '../../../../../rules/payment-methods'

/** What can still be paid back of a payment: its captured amount less its refunds (nothing before the money arrived). */
export function refundableOf(payment: Pick<AdminPayment, 'amount' | 'captured_at' | 'canceled_at' | 'refunds'>): number {
  if (!payment.captured_at || payment.canceled_at) return 0
  const refunded = (payment.refunds ?? []).reduce((sum, refund) => sum + Number(refund.amount), 0)
  return Math.max(0, cents(Number(payment.amount) - refunded))
}

/** Medusa's difference between what the order comes to and what was paid: positive while the customer owes money. */
export const pendingDifference = (order: Pick<AdminOrder, 'summary'>) => cents(Number(order.summary?.pending_difference ?? 0))

const OPEN = new Set(['not_paid', 'awaiting', 'authorized', 'partially_authorized', 'requires_action'])

/** A request for money that is still waiting for it (the checkout's bank transfer, or one staff created). */
const isOpenCollection = (collection: Pick<AdminPaymentCollection, 'status'>) => OPEN.has(collection.status)

/**
 * The amount a new payment collection asks for: the customer owes more than was paid (after an edit made the order
 * dearer) and no request for money is still open. Zero when there is nothing to ask for.
 */
export function outstandingOf(order: Pick<AdminOrder, 'summary' | 'payment_collections' | 'status'>): number {
  if (order.status === 'canceled') return 0
  if ((order.payment_collections ?? []).some(isOpenCollection)) return 0
  return Math.max(0, pendingDifference(order))
}

/**
 * A request for money whose transfer is booked by marking it as paid: still unpaid, with no payment of the
 * customer's waiting to be captured (that payment is captured instead).
 */
export const canMarkPaid = (collection: Pick<AdminPaymentCollection, 'status' | 'payments'>) =>
  (collection.status === 'not_paid' || collection.status === 'awaiting') &&
  !(collection.payments ?? []).some((payment) => !payment.captured_at && !payment.canceled_at)

/** A request for money staff can withdraw: nothing was paid or authorized against it (Medusa deletes only those). */
export const canWithdraw = (collection: Pick<AdminPaymentCollection, 'status'>) => collection.status === 'not_paid'

type PaidOrder = Pick<AdminOrder, 'status' | 'summary' | 'payment_collections'>

const paymentsOf = (order: Pick<AdminOrder, 'payment_collections'>) => (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])

/**
 * What a prepayment order (a bank transfer, or an order taken as a draft without a payment) still owes: shipping
 * it before the money arrived is a decision staff take knowingly. Zero for card and PayPal, which are captured at
 * shipment.
 */
export function unpaidTransferOf(order: PaidOrder): number {
  if (order.status === 'canceled') return 0
  if (orderPaymentMethod(paymentsOf(order).map((payment) => payment.provider_id)) !== 'bank_transfer') return 0
  return Math.max(0, pendingDifference(order))
}

/** What cancelling the order pays back at once: Medusa refunds every captured payment, less what it refunded already. */
export const refundsOnCancel = (order: Pick<AdminOrder, 'payment_collections'>) =>
  paymentsOf(order).flatMap((payment) => {
    const amount = refundableOf(payment)
    return amount > 0 ? [{ amount, provider_id: payment.provider_id }] : []
  })
