import type { MedusaContainer } from '@medusajs/framework/types'
import { INVOICE_MODULE } from '../modules/invoice'
import type { CreditNoteData } from '../modules/invoice/credit-note-data'
import { creditNotePdf } from '../modules/invoice/credit-note-pdf'
import type { InvoiceData } from '../modules/invoice/invoice-data'
import { invoicePdf } from '../modules/invoice/invoice-pdf'
import type { InvoiceModuleService } from '../modules/invoice/service'

type Stored = { id: string; pdf: string | null; data: Record<string, unknown> }

/**
 * The document's PDF (base64): the stored bytes, or — when writing them failed at issue — written once from the
 * stored snapshot and stored, so every later download returns the same bytes. Whoever stored first wins.
 */
export async function storedPdf(scope: MedusaContainer, document: Stored, kind: 'invoice' | 'credit_note'): Promise<string> {
  if (document.pdf) return document.pdf
  const invoices = scope.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const bytes = kind === 'invoice' ? await invoicePdf(document.data as unknown as InvoiceData) : await creditNotePdf(document.data as unknown as CreditNoteData)
  await invoices.storePdf(document.id, bytes, kind)
  const stored = kind === 'invoice' ? await invoices.retrieveInvoice(document.id) : await invoices.retrieveCreditNote(document.id)
  return stored.pdf as string
}
