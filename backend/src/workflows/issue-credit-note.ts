import { MedusaError } from '@medusajs/framework/utils'
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from '@medusajs/framework/workflows-sdk'
import { returnedPieces } from '../lib/returned-pieces'
import { storedPdf } from '../lib/stored-pdf'
import { INVOICE_MODULE } from '../modules/invoice'
import { type CreditedRefund, creditNoteData } from '../modules/invoice/credit-note-data'
import type { InvoiceData, InvoiceLocale } from '../modules/invoice/invoice-data'
import { seller } from '../modules/invoice/seller'
import type { InvoiceModuleService } from '../modules/invoice/service'

export type IssueCreditNoteInput = { order_id: string; refund: CreditedRefund }

/**
 * Reserves the refund's credit note: the next gap-free credit-note number and the data it prints, in one
 * transaction, referring to the order's invoice. Not compensated: an issued number belongs to its refund for good.
 */
const reserveCreditNoteStep = createStep('reserve-credit-note', async ({ order_id, refund }: IssueCreditNoteInput, { container }) => {
  const invoices = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const invoice = await invoices.findByOrder(order_id)
  if (!invoice) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Order ${order_id} has no invoice: a credit note corrects one`)
  // a return's pieces are named once: on the credit note of the first refund after it was received
  const credited = new Set((await invoices.creditNotesOf(order_id)).flatMap((issued) => (issued.data as { returns?: string[] }).returns ?? []))
  const returned = await returnedPieces(container, { order_id, refunded_at: refund.created_at, credited, locale: invoice.locale as InvoiceLocale })
  const issuedAt = new Date()
  const note = await invoices.reserveCreditNote({
    order_id,
    invoice_id: invoice.id,
    refund_id: refund.id,
    locale: invoice.locale,
    issued_at: issuedAt,
    data: (number) =>
      creditNoteData({ invoice: invoice.data as unknown as InvoiceData, refund, number, issuedAt, seller: seller(), returned }) as unknown as Record<
        string,
        unknown
      >,
  })
  return new StepResponse(note)
})

const creditNotePdfStep = createStep('credit-note-pdf', async (note: { id: string; pdf: string | null; data: Record<string, unknown> }, { container }) => {
  return new StepResponse(await storedPdf(container, note, 'credit_note'))
})

/** The refund's credit note (issued on the first call): number, data and the PDF bytes that never change. */
export const issueCreditNoteWorkflow = createWorkflow('issue-credit-note', (input: IssueCreditNoteInput) => {
  const creditNote = reserveCreditNoteStep(input)
  const pdf = creditNotePdfStep(creditNote)
  return new WorkflowResponse({ creditNote, pdf })
})
