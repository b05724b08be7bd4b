import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { zipSync } from 'fflate'
import { monthDocuments } from '../../../../lib/accounting/month-documents'
import { monthQuery } from '../../../../lib/accounting/month-query'
import { storedPdf } from '../../../../lib/stored-pdf'
import { documentFileName } from '../../../../modules/invoice/document-file-name'

/**
 * GET /admin/accounting/documents?month=YYYY-MM: a ZIP of the PDFs of the month's invoices and credit notes, the
 * stored bytes each download returns (a document whose PDF is missing is written once and stored, as on download).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const month = monthQuery(req)
  const files: Record<string, Uint8Array> = {}
  for (const document of await monthDocuments(req.scope, month, true)) {
    const pdf = await storedPdf(req.scope, document, document.kind)
    files[documentFileName(document.kind, 'de', document.booked.number)] = Buffer.from(pdf, 'base64')
  }
  // PDFs are compressed already: stored as they are, the ZIP is written at once
  const zip = zipSync(files, { level: 0 })
  res.setHeader('content-type', 'application/zip')
  res.setHeader('content-disposition', `attachment; filename="Belege-${month}.zip"`)
  res.setHeader('cache-control', 'private, no-store')
  res.status(200).send(Buffer.from(zip))
}
