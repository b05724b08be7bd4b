import { paymentMethodOf } from '../rules/payment-methods'
import type { PaidBy } from './order-update'

/**
 * Whether a captured payment is news to the customer, and which: a bank transfer is captured when staff book the money
 * that arrived; a payment link's card payment is captured the moment the customer pays (its intent captures
 * automatically, see modules/stripe-payments/payment-link-capture.ts). A checkout's card or PayPal payment is captured
 * when the order ships, and the shipping notice says all there is: no mail of its own.
 */
export function paidBy(payment: { provider_id: string; data?: Record<string, unknown> | null }): PaidBy | null {
  const method = paymentMethodOf(payment.provider_id)
  if (method === 'bank_transfer') return 'transfer'
  if (method === 'card' && payment.data?.capture_method === 'automatic') return 'link'
  return null
}
