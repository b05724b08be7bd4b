import type { MedusaContainer } from '@medusajs/framework/types'
import type { CreditNoteData } from '../../modules/invoice/credit-note-data'
import type { InvoiceData } from '../../modules/invoice/invoice-data'
import { dayStart } from '../../rules/shop-days'
import { sqlOf } from '../figures/sql'
import type { BookedDocument } from './bookings'

type Row = { id: string; kind: 'invoice' | 'credit_note'; display_number: string; issued_at: Date; data: InvoiceData | CreditNoteData; pdf: string | null }

/** The first instant of a month (YYYY-MM) and of the next one, in the shop's time zone. */
function monthBounds(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return { from: dayStart(`${month}-01`)!, to: dayStart(`${next}-01`)! }
}

/**
 * The invoices and credit notes issued in a month (shop time), invoices first, each series by number: read by the
 * index on `issued_at`. `withPdf` also returns the stored bytes (base64) for the ZIP.
 */
export async function monthDocuments(scope: MedusaContainer, month: string, withPdf = false) {
  const { from, to } = monthBounds(month)
  const pdf = withPdf ? 'pdf' : 'null as pdf'
  const rows = await sqlOf(scope)<Row>(
    `select * from (
       select id, 'invoice' as kind, display_number, number, issued_at, data, ${pdf} from invoice where deleted_at is null and issued_at >= :from and issued_at < :to
       union all
       select id, 'credit_note' as kind, display_number, number, issued_at, data, ${pdf} from credit_note where deleted_at is null and issued_at >= :from and issued_at < :to
     ) documents order by kind desc, number`,
    { from, to },
  )
  return rows.map((row) => ({ id: row.id, kind: row.kind, pdf: row.pdf, data: row.data as unknown as Record<string, unknown>, booked: booked(row) }))
}

function booked(row: Row): BookedDocument {
  const amounts =
    row.kind === 'invoice'
      ? (row.data as InvoiceData).taxes.map((group) => ({ rate: group.rate, gross: group.gross }))
      : (row.data as CreditNoteData).lines.map((line) => ({ rate: line.rate, gross: line.gross }))
  return {
    kind: row.kind,
    number: row.display_number,
    issued_at: row.issued_at,
    order_display_id: row.data.order.display_id,
    currency_code: row.data.currency_code,
    country: row.data.country ?? null,
    amounts,
  }
}
