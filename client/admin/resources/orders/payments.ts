import type { AdminOrder, AdminPayment } from '@medusajs/types'
import { type PaymentMethod, paymentMethodOf } from '../../../../routes/lib/payment-methods'
import type { MessageKey, Translate } from '../../i18n'

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

const PROVIDERS: Record<PaymentMethod, MessageKey> = {
  bank_transfer: 'order.providers.bank_transfer',
  paypal: 'order.providers.paypal',
  card: 'order.providers.card',
}

/** A payment provider in the staff's words (bank transfer, card, PayPal), an unknown one by its id. */
export const providerName = (t: Translate, id: string) => {
  const method = paymentMethodOf(id)
  return method ? t(PROVIDERS[method]) : id
}
