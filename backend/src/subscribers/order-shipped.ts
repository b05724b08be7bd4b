import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { type MailPdf, sendOrderUpdate } from '../mail/send-order-update'
import { INVOICE_MODULE } from '../modules/invoice'
import type { InvoiceModuleService } from '../modules/invoice/service'
import { issueInvoiceWorkflow } from '../workflows/issue-invoice'

type Shipped = {
  id: string
  shipped_at: string | Date | null
  labels?: { tracking_number: string; tracking_url?: string | null }[] | null
  order?: { id: string } | null
}

/**
 * A fulfilment was shipped: the order's invoice is issued now, with the shipping date as its delivery date (the
 * goods leave only now, for a bank transfer after the money arrived), and the customer gets the shipping notice
 * with tracking numbers, the carrier's links and the invoice the shipment issued. `no_notification` issues the
 * invoice without a mail. A failed invoice never holds the notice back.
 */
export default async function orderShipped({ event: { data }, container }: SubscriberArgs<{ id: string; no_notification?: boolean }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { data: found } = await query.graph({
    entity: 'fulfillment',
    fields: ['id', 'shipped_at', 'labels.tracking_number', 'labels.tracking_url', 'order.id'],
    filters: { id: data.id },
  })
  const fulfillment = found[0] as unknown as Shipped | undefined
  const orderId = fulfillment?.order?.id
  if (!fulfillment || !orderId) {
    logger.warn(`shipment.created ${data.id}: no fulfilment of an order, nothing issued or mailed`)
    return
  }
  const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const invoicedBefore = Boolean(await invoices.findByOrder(orderId))
  const shippedAt = new Date(fulfillment.shipped_at ?? Date.now()).toISOString()
  const invoice = await issueInvoiceWorkflow(container)
    .run({ input: { order_id: orderId, shipped_at: shippedAt } })
    .then(({ result }) => result)
    .catch((error: Error) => {
      logger.error(`shipment.created ${orderId}: the invoice could not be issued (${error.message}); the shipping notice goes without it`)
      return null
    })
  if (data.no_notification) return
  // a later parcel of the same order says it is on its way; the invoice travelled with the first
  const pdf: MailPdf | null = invoice && !invoicedBefore ? { base64: invoice.pdf, number: invoice.invoice.display_number, kind: 'invoice' } : null
  const parcels = (fulfillment.labels ?? [])
    .filter((label) => label.tracking_number?.trim())
    .map((label) => ({ tracking_number: label.tracking_number.trim(), tracking_url: label.tracking_url ?? null }))
  await sendOrderUpdate(container, orderId, { kind: 'shipped', parcels, invoice_number: pdf?.number ?? null }, { key: `order-shipped:${fulfillment.id}`, pdf })
}

export const config: SubscriberConfig = { event: 'shipment.created' }
