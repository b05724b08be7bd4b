import type { AdminOrder, AdminPayment } from '@medusajs/types'
import { paymentMethodOf } from '../../../../routes/lib/payment-methods'

/** Payments still waiting for the money (bank transfer: authorized at checkout, captured when it arrives). */
export function capturablePayments(order: AdminOrder): AdminPayment[] {
  if (order.status === 'canceled') return []
  return (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? []).filter((payment) => !payment.captured_at && !payment.canceled_at)
}

export const isBankTransfer = (payment: Pick<AdminPayment, 'provider_id'>) => paymentMethodOf(payment.provider_id) === 'bank_transfer'

/** Bank transfers whose money has not been booked yet: what "Zahlungseingang buchen" books. */
export const openTransfers = (order: AdminOrder) => capturablePayments(order).filter(isBankTransfer)

/** Card and PayPal payments (Stripe) still only authorized: captured when the order ships. */
export const openCardPayments = (order: AdminOrder) => capturablePayments(order).filter((payment) => !isBankTransfer(payment))

/** The sum the payments come to, in the order's currency. */
export const amountOf = (payments: AdminPayment[]) => payments.reduce((sum, payment) => sum + Number(payment.amount), 0)
