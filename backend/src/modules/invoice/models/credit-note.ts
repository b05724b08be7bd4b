import { model } from '@medusajs/framework/utils'

/**
 * An issued credit note (Rechnungskorrektur): money given back on an invoiced order, one per Medusa refund.
 * Numbered by a gap-free series of its own; `data` is the snapshot it was written from (with the number of the
 * invoice it corrects) and `pdf` the bytes every download returns. Like an invoice it never changes.
 */
export const CreditNote = model.define('credit_note', {
  id: model.id({ prefix: 'cn' }).primaryKey(),
  order_id: model.text().index(),
  invoice_id: model.text(),
  refund_id: model.text().unique(),
  number: model.number().unique(),
  display_number: model.text(),
  locale: model.text(),
  issued_at: model.dateTime().index(),
  data: model.json(),
  pdf: model.text().nullable(),
})
