import type { HttpTypes, PaymentStatus } from '@medusajs/types'

/** A payment as the payments list and detail ask for it: with the order it belongs to. */
export type Payment = HttpTypes.AdminPayment & {
  canceled_at?: string | null
  payment_collection?: { order?: { id: string; display_id: number } | null } | null
}

type PaymentMoney = Pick<Payment, 'amount' | 'captured_at' | 'canceled_at' | 'captures' | 'refunds'>

const sum = (amounts: { amount: unknown }[] | null | undefined) => (amounts ?? []).reduce((total, entry) => total + Number(entry.amount), 0)

/** The money of one payment: what was taken and what went back. */
export const capturedOf = (payment: Pick<PaymentMoney, 'captures'>) => sum(payment.captures)
export const refundedOf = (payment: Pick<PaymentMoney, 'refunds'>) => sum(payment.refunds)

/**
 * Where one payment stands, in the words of an order's payment state: cancelled, refunded (in part), captured (in
 * part) or still authorized — for a bank transfer that means the money has not arrived ("Zahlung ausstehend").
 */
export function paymentState(payment: PaymentMoney): PaymentStatus {
  if (payment.canceled_at) return 'canceled'
  const amount = Number(payment.amount)
  const refunded = refundedOf(payment)
  if (refunded > 0) return refunded >= amount ? 'refunded' : 'partially_refunded'
  const captured = capturedOf(payment)
  if (payment.captured_at || captured > 0) return captured > 0 && captured < amount ? 'partially_captured' : 'captured'
  return 'authorized'
}
