import type { AdminOrder, AdminPayment, AdminPaymentCollection } from '@medusajs/types'
import { roundCents as cents } from '../../../../../rules/money'
import { createPaymentCollection, markPaymentCollectionAsPaid } from '../calls/payment-collections'
import { capturePayment } from '../calls/payments'
import { amountOf, openCardPayments, openTransfers } from '../payments'
import { canMarkPaid, pendingDifference } from './money-owed'

/**
 * What a transfer that arrived pays on an order: the checkout's bank-transfer payments still waiting for the money,
 * the requests for money with no payment of the customer's (after an edit made the order dearer), and what the order
 * still owes beyond those (a draft taken by phone and converted; Medusa leaves a request of a draft's edit at the
 * amount of the edit's request). Staff book all of it in one step, whichever way the order came in. A card payment
 * waiting to be captured is no transfer: nothing is booked beside it.
 */
type TransferBooking = { payments: AdminPayment[]; requests: AdminPaymentCollection[]; owed: number }

export function transferBooking(order: AdminOrder): TransferBooking {
  if (order.status === 'canceled') return { payments: [], requests: [], owed: 0 }
  const payments = openTransfers(order)
  const requests = (order.payment_collections ?? []).filter(canMarkPaid)
  const asked = amountOf(payments) + sumOf(requests)
  const owed = openCardPayments(order).length ? 0 : Math.max(0, cents(pendingDifference(order) - asked))
  return { payments, requests, owed }
}

const sumOf = (requests: AdminPaymentCollection[]) => requests.reduce((sum, request) => sum + Number(request.amount), 0)

/** The sum a booking comes to, or null when the order has no transfer to book. */
export function transferDue(order: AdminOrder): number | null {
  const { payments, requests, owed } = transferBooking(order)
  if (!payments.length && !requests.length && owed <= 0) return null
  return cents(amountOf(payments) + sumOf(requests) + owed)
}

/**
 * Books the transfer: captures the checkout's payments, marks the requests as paid, and for what is owed without a
 * request creates one and marks it as paid (Medusa records money only against a payment collection).
 */
export async function bookTransfer(order: AdminOrder): Promise<void> {
  const { payments, requests, owed } = transferBooking(order)
  for (const payment of payments) await capturePayment(payment.id)
  for (const request of requests) await markPaymentCollectionAsPaid(request.id, order.id)
  if (owed > 0) await markPaymentCollectionAsPaid((await createPaymentCollection(order.id, owed)).id, order.id)
}
