import type { MedusaResponse } from '@medusajs/framework/http'
import type { MedusaContainer } from '@medusajs/framework/types'
import { MedusaError } from '@medusajs/framework/utils'
import { INVOICE_MODULE } from '../modules/invoice'
import type { CreditNoteData } from '../modules/invoice/credit-note-data'
import { documentFileName } from '../modules/invoice/document-file-name'
import type { InvoiceModuleService } from '../modules/invoice/service'
import { storedPdf } from './stored-pdf'

type Locale = 'de' | 'en'

const NOT_YET: Record<Locale, string> = {
  de: 'Für diese Bestellung gibt es noch keine Rechnung: Sie wird ausgestellt, wenn die Bestellung versandt wird.',
  en: 'This order has no invoice yet: it is issued when the order ships.',
}
const NO_CREDIT_NOTE: Record<Locale, string> = {
  de: 'Diese Rechnungskorrektur gibt es zu dieser Bestellung nicht.',
  en: 'This order has no such credit note.',
}

/** A stored PDF as a download: never cached anywhere (it is personal), its number in a header. */
export function sendPdf(res: MedusaResponse, pdf: Buffer, filename: string, number?: string) {
  res.setHeader('content-type', 'application/pdf')
  res.setHeader('content-disposition', `attachment; filename="${filename}"`)
  res.setHeader('cache-control', 'private, no-store')
  if (number) res.setHeader('x-document-number', number)
  res.status(200).send(pdf)
}

const invoicesOf = (scope: MedusaContainer) => scope.resolve<InvoiceModuleService>(INVOICE_MODULE)

/** The order's invoice PDF; 404 with the reason while the order has none (it is issued at shipment). */
export async function sendInvoice(scope: MedusaContainer, orderId: string, res: MedusaResponse, locale: Locale) {
  const invoice = await invoicesOf(scope).findByOrder(orderId)
  if (!invoice) throw new MedusaError(MedusaError.Types.NOT_FOUND, NOT_YET[locale])
  const pdf = await storedPdf(scope, invoice, 'invoice')
  res.setHeader('x-invoice-number', invoice.display_number)
  sendPdf(res, Buffer.from(pdf, 'base64'), documentFileName('invoice', invoice.locale, invoice.display_number), invoice.display_number)
}

/** One credit note of the order as a PDF; another order's or an unknown one 404. */
export async function sendCreditNote(scope: MedusaContainer, orderId: string, creditNoteId: string, res: MedusaResponse, locale: Locale) {
  const note = (await invoicesOf(scope).creditNotesOf(orderId)).find((candidate) => candidate.id === creditNoteId)
  if (!note) throw new MedusaError(MedusaError.Types.NOT_FOUND, NO_CREDIT_NOTE[locale])
  const pdf = await storedPdf(scope, note, 'credit_note')
  sendPdf(res, Buffer.from(pdf, 'base64'), documentFileName('credit_note', note.locale, note.display_number), note.display_number)
}

export type OrderDocuments = {
  invoice: { number: string; issued_at: string } | null
  credit_notes: { id: string; number: string; issued_at: string; amount: number; currency_code: string; invoice_number: string }[]
}

/** What documents an order has: its invoice (once shipped) and its credit notes, oldest first; no bytes. */
export async function orderDocuments(scope: MedusaContainer, orderId: string): Promise<OrderDocuments> {
  const invoices = invoicesOf(scope)
  const [invoice, notes] = await Promise.all([invoices.findByOrder(orderId), invoices.creditNotesOf(orderId)])
  return {
    invoice: invoice ? { number: invoice.display_number, issued_at: new Date(invoice.issued_at).toISOString() } : null,
    credit_notes: notes.map((note) => {
      const data = note.data as unknown as CreditNoteData
      return {
        id: note.id,
        number: note.display_number,
        issued_at: new Date(note.issued_at).toISOString(),
        amount: data.totals.gross,
        currency_code: data.currency_code,
        invoice_number: data.invoice.number,
      }
    }),
  }
}
