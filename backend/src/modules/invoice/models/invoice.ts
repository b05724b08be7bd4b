import { model } from '@medusajs/framework/utils'

/**
 * An issued invoice. Issued once per order with the next number of the gap-free counter; `data` is the
 * snapshot it was written from and `pdf` the bytes (base64) every download returns: an invoice never changes
 * (a correction is a credit note of its own).
 */
export const Invoice = model.define('invoice', {
  id: model.id({ prefix: 'inv' }).primaryKey(),
  order_id: model.text().unique(),
  number: model.number().unique(),
  display_number: model.text(),
  locale: model.text(),
  issued_at: model.dateTime().index(),
  data: model.json(),
  pdf: model.text().nullable(),
})
