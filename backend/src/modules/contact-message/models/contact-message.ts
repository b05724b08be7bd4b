import { model } from '@medusajs/framework/utils'

/**
 * A message of the shop's contact form; `client_ip` is kept only to throttle abuse (see the privacy policy).
 * Staff mark it answered in the back office: `answered_at` and `answered_by` (the staff member's e-mail address, so the
 * record still says who after that account is gone). A question asked from a product page ("Ask about this piece")
 * names the piece: its id (the back office links it), its German handle and its title as they were when asked.
 */
export const ContactMessage = model.define('contact_message', {
  id: model.id({ prefix: 'cmsg' }).primaryKey(),
  name: model.text(),
  email: model.text().searchable().index(),
  phone: model.text().nullable(),
  subject: model.text().nullable(),
  message: model.text(),
  locale: model.text().nullable(),
  country_code: model.text().nullable(),
  client_ip: model.text().index().nullable(),
  status: model.enum(['new', 'answered']).default('new'),
  answered_at: model.dateTime().nullable(),
  answered_by: model.text().nullable(),
  product_id: model.text().nullable(),
  product_handle: model.text().nullable(),
  product_title: model.text().nullable(),
})
