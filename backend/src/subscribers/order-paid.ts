import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { orderOfPayment } from '../lib/payment-order'
import { paidBy } from '../mail/paid-by'
import { sendOrderUpdate } from '../mail/send-order-update'

/**
 * A payment was captured. A bank transfer staff booked, or a payment link the customer paid, is news to the customer:
 * they are told the money arrived (../mail/paid-by.ts decides which captures are).
 */
export default async function orderPaid({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const payment = await orderOfPayment(container, data.id)
  const by = payment && paidBy(payment)
  if (!payment || !by) return
  if (!payment.order_id) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`payment.captured ${data.id}: no order, no mail`)
    return
  }
  await sendOrderUpdate(container, payment.order_id, { kind: 'paid', amount: payment.captured, by }, { key: `order-paid:${payment.id}` })
}

export const config: SubscriberConfig = { event: 'payment.captured' }
