import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { orderOfPayment } from '../lib/payment-order'
import { paidBy } from '../mail/paid-by'
import { type MailPdf, sendOrderUpdate } from '../mail/send-order-update'
import { INVOICE_MODULE } from '../modules/invoice'
import type { InvoiceModuleService } from '../modules/invoice/service'
import { issueInvoiceWorkflow } from '../workflows/issue-invoice'

/** Whether the order ships nothing: gift cards alone (their lines do not require shipping), mailed instead. */
async function shipsNothing(container: SubscriberArgs['container'], orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'order', fields: ['id', 'items.requires_shipping'], filters: { id: orderId } })
  const items = ((data[0] as { items?: ({ requires_shipping?: boolean } | null)[] } | undefined)?.items ?? []).filter(Boolean)
  return items.length > 0 && items.every((item) => item!.requires_shipping === false)
}

/**
 * An order that ships nothing (gift cards alone) is invoiced when it is paid, as others are when they ship: the
 * invoice's delivery date is the payment's day (the cards are issued to the buyer then). Null when it was invoiced
 * before, or the invoice could not be issued (logged; the mail goes without it).
 */
async function invoiceWhenPaid(container: SubscriberArgs['container'], orderId: string): Promise<MailPdf | null> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (await container.resolve<InvoiceModuleService>(INVOICE_MODULE).findByOrder(orderId)) return null
  return issueInvoiceWorkflow(container)
    .run({ input: { order_id: orderId, shipped_at: new Date().toISOString() } })
    .then(({ result }): MailPdf => ({ base64: result.pdf, number: result.invoice.display_number, kind: 'invoice' }))
    .catch((error: Error) => {
      logger.error(`payment.captured ${orderId}: the invoice could not be issued (${error.message}); the mail goes without it`)
      return null
    })
}

/**
 * A payment was captured. A bank transfer staff booked, or a payment link the customer paid, is news to the customer:
 * they are told the money arrived (../mail/paid-by.ts decides which captures are). An order of gift cards alone gets
 * its invoice now (it never ships), attached to that mail.
 */
export default async function orderPaid({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const payment = await orderOfPayment(container, data.id)
  if (!payment) return
  if (!payment.order_id) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`payment.captured ${data.id}: no order, no mail`)
    return
  }
  const giftCards = await shipsNothing(container, payment.order_id)
  const pdf = giftCards ? await invoiceWhenPaid(container, payment.order_id) : null
  const by = paidBy(payment)
  if (!by) return
  await sendOrderUpdate(
    container,
    payment.order_id,
    { kind: 'paid', amount: payment.captured, by, gift_cards: giftCards, invoice_number: pdf?.number ?? null },
    { key: `order-paid:${payment.id}`, pdf },
  )
}

export const config: SubscriberConfig = { event: 'payment.captured' }
