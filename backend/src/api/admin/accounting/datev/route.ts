import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import { bookingsOf } from '../../../../lib/accounting/bookings'
import { buchungsstapel } from '../../../../lib/accounting/buchungsstapel'
import { monthDocuments } from '../../../../lib/accounting/month-documents'
import { monthQuery } from '../../../../lib/accounting/month-query'
import { shopAccounts } from '../../../../lib/accounting/shop-accounts'
import { visitorLocale } from '../../../visitor-locale'

const NO_ACCOUNT = {
  de: (rate: number, number: string) => `Für ${rate} % USt. ist kein Erlöskonto eingestellt (${number}): bitte in den Konten für den Export ergänzen.`,
  en: (rate: number, number: string) => `No revenue account is set for ${rate} % VAT (${number}): please add it to the export's accounts.`,
} as const

/**
 * GET /admin/accounting/datev?month=YYYY-MM: the month's invoices and credit notes as a DATEV Buchungsstapel (EXTF,
 * Windows-1252 as DATEV reads it), booked to the shop's accounts.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const month = monthQuery(req)
  const [documents, { accounts }] = await Promise.all([monthDocuments(req.scope, month), shopAccounts(req.scope)])
  const { bookings, missing } = bookingsOf(
    documents.map((document) => document.booked),
    accounts,
  )
  if (missing.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, NO_ACCOUNT[visitorLocale(req)](missing[0]!.rate, missing[0]!.number))
  const csv = buchungsstapel(
    { createdAt: new Date(), month, consultant: accounts.consultant_number, client: accounts.client_number, label: `Rechnungen ${month}` },
    bookings,
  )
  res.setHeader('content-type', 'text/csv; charset=windows-1252')
  res.setHeader('content-disposition', `attachment; filename="EXTF_Buchungsstapel_${month}.csv"`)
  res.setHeader('cache-control', 'private, no-store')
  // the texts are the shop's own (document kinds, numbers): Latin-1 writes them as Windows-1252 does
  res.status(200).send(Buffer.from(csv, 'latin1'))
}
