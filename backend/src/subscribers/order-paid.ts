import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { orderOfPayment } from '../lib/payment-order'
import { sendOrderUpdate } from '../mail/send-order-update'
import { paymentMethodOf } from '../rules/payment-methods'

/**
 * A payment was captured. For a bank transfer that means the money arrived (staff booked it): the customer is told
 * it is paid and the order is being prepared. Card and PayPal are captured when the order ships; the shipping
 * notice says all there is, so they get no mail of their own.
 */
export default async function orderPaid({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const payment = await orderOfPayment(container, data.id)
  if (!payment || paymentMethodOf(payment.provider_id) !== 'bank_transfer') return
  if (!payment.order_id) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`payment.captured ${data.id}: no order, no mail`)
    return
  }
  await sendOrderUpdate(container, payment.order_id, { kind: 'paid', amount: payment.captured }, { key: `order-paid:${payment.id}` })
}

export const config: SubscriberConfig = { event: 'payment.captured' }
