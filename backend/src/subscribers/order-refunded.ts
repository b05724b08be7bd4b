import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { orderOfPayment } from '../lib/payment-order'
import { type MailPdf, sendOrderUpdate } from '../mail/send-order-update'
import { INVOICE_MODULE } from '../modules/invoice'
import type { InvoiceModuleService } from '../modules/invoice/service'
import { issueCreditNoteWorkflow } from '../workflows/issue-credit-note'

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
    const invoiced = invoice && new Date(refund.created_at) >= new Date(invoice.issued_at)
    const issued = invoiced
      ? await issueCreditNoteWorkflow(container)
          .run({ input: { order_id: orderId, refund } })
          .then(({ result }) => result)
          .catch((error: Error) => {
            logger.error(`payment.refunded ${orderId}: the credit note of refund ${refund.id} could not be issued (${error.message}); the mail goes without it`)
            return null
          })
      : null
    const pdf: MailPdf | null = issued ? { base64: issued.pdf, number: issued.creditNote.display_number, kind: 'credit_note' } : null
    await sendOrderUpdate(
      container,
      orderId,
      { kind: 'refunded', amount: refund.amount, credit_note_number: pdf?.number ?? null },
      { key: `order-refunded:${refund.id}`, pdf },
    )
  }
}

export const config: SubscriberConfig = { event: 'payment.refunded' }
