import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { orderOfPayment } from '../lib/payment-order'
import { noticeOfRefund } from '../lib/refund-notice'
import { INVOICE_MODULE } from '../modules/invoice'
import type { InvoiceModuleService } from '../modules/invoice/service'

/**
 * Money went back on a payment (a refund by staff, on a received return or for a claim): each refund of the
 * payment made after the order was invoiced gets its credit note (one per refund, however often the event comes),
 * and the customer a mail with the amount and the credit note attached. A refund before the invoice (the order
 * never shipped) corrects no invoice: the mail goes without one.
 */
export default async function orderRefunded({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const payment = await orderOfPayment(container, data.id)
  if (!payment?.order_id) {
    logger.warn(`payment.refunded ${data.id}: no order, no credit note or mail`)
    return
  }
  const orderId = payment.order_id
  const invoice = await container.resolve<InvoiceModuleService>(INVOICE_MODULE).findByOrder(orderId)
  for (const refund of payment.refunds) {
    const invoiced = !!invoice && new Date(refund.created_at) >= new Date(invoice.issued_at)
    await noticeOfRefund(container, orderId, refund, { invoiced, key: `order-refunded:${refund.id}` })
  }
}

export const config: SubscriberConfig = { event: 'payment.refunded' }
