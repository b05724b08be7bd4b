import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { documentFileName } from '../modules/invoice/document-file-name'
import { mailNotification } from './mail-notification'
import { type OrderUpdate, orderUpdateMail, type UpdateOrder } from './order-update'
import { sendMail } from './send-mail'

export type MailPdf = { base64: string; number: string; kind: 'invoice' | 'credit_note' }

/**
 * Mails the order's customer about `update` through the notification module (the shop's SMTP provider), in the
 * order's language, with the document attached if there is one. `key` makes it once per event: a re-delivered
 * event does not mail again.
 */
export async function sendOrderUpdate(scope: MedusaContainer, orderId: string, update: OrderUpdate, { key, pdf }: { key: string; pdf?: MailPdf | null }) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
  const { data } = await query.graph({
    entity: 'order',
    fields: ['id', 'display_id', 'email', 'currency_code', 'metadata', 'shipping_address.*'],
    filters: { id: orderId },
  })
  const order = data[0] as unknown as (UpdateOrder & { id: string; email: string | null }) | undefined
  if (!order?.email) {
    logger.warn(`order ${orderId}: no order or no email, the "${update.kind}" mail is not sent`)
    return
  }
  const mail = orderUpdateMail({ ...order, email: order.email }, update)
  await sendMail(
    scope,
    mailNotification(mail, {
      to: order.email,
      template: `order-${update.kind}`,
      trigger_type: `order.${update.kind}`,
      resource_id: order.id,
      resource_type: 'order',
      idempotency_key: key,
      ...(pdf
        ? {
            attachments: [
              {
                content: pdf.base64,
                filename: documentFileName(pdf.kind, mail.locale, pdf.number),
                content_type: 'application/pdf',
                disposition: 'attachment',
              },
            ],
          }
        : {}),
      data: { order_id: order.id, display_id: order.display_id, locale: mail.locale, document_number: pdf?.number ?? null },
    }),
  )
}
