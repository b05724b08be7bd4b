import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'

/**
 * POST /admin/payments/{id}/capture: takes the money of an authorized payment. For a bank transfer this books
 * the money that arrived; without an amount the whole authorized amount.
 */
export async function capturePayment(paymentId: string, input: { amount?: number } = {}): Promise<HttpTypes.AdminPayment> {
  return (await sdk.admin.payment.capture(paymentId, input, { fields: '*captures,*refunds' })).payment
}

/** POST /admin/payments/{id}/refund: pays back all or part of a captured payment, with its reason and a note. */
export async function refundPayment(
  paymentId: string,
  input: { amount?: number; refund_reason_id?: string; note?: string } = {},
): Promise<HttpTypes.AdminPayment> {
  return (await sdk.admin.payment.refund(paymentId, input, { fields: '*captures,*refunds,*refunds.refund_reason' })).payment
}

/** GET /admin/refund-reasons: what a refund can be booked as (goodwill, a return, damage in transit, …). */
export async function listRefundReasons(): Promise<HttpTypes.AdminRefundReason[]> {
  const { refund_reasons } = await sdk.admin.refundReason.list({ limit: 100, fields: '+metadata' })
  return refund_reasons
}
