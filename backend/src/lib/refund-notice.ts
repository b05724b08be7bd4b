import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { type MailPdf, sendOrderUpdate } from '../mail/send-order-update'
import type { CreditedRefund } from '../modules/invoice/credit-note-data'
import { issueCreditNoteWorkflow } from '../workflows/issue-credit-note'

/**
 * What the shop gave back of an order (a refund of money, or a share credited back onto a gift card): its credit note
 * when it corrects an invoice (`invoiced`; one per refund id however often it is asked), and the customer's mail with
 * the amount and the credit note attached, once per `key`. A credit note that cannot be issued is logged and the mail
 * goes without it.
 */
export async function noticeOfRefund(
  container: MedusaContainer,
  orderId: string,
  refund: CreditedRefund,
  { invoiced, key }: { invoiced: boolean; key: string },
) {
  const issued = invoiced
    ? await issueCreditNoteWorkflow(container)
        .run({ input: { order_id: orderId, refund } })
        .then(({ result }) => result)
        .catch((error: Error) => {
          container
            .resolve(ContainerRegistrationKeys.LOGGER)
            .error(`${orderId}: the credit note of ${refund.id} could not be issued (${error.message}); the mail goes without it`)
          return null
        })
    : null
  const pdf: MailPdf | null = issued ? { base64: issued.pdf, number: issued.creditNote.display_number, kind: 'credit_note' } : null
  await sendOrderUpdate(
    container,
    orderId,
    { kind: 'refunded', amount: refund.amount, credit_note_number: pdf?.number ?? null, gift_card: refund.gift_card ?? null },
    { key, pdf },
  )
}
