import type { AdminOrder, AdminPayment } from '@medusajs/types'

/** Payments still waiting for the money (bank transfer: authorized at checkout, captured when it arrives). */
export function capturablePayments(order: AdminOrder): AdminPayment[] {
  if (order.status === 'canceled') return []
  return (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? []).filter((payment) => !payment.captured_at && !payment.canceled_at)
}
