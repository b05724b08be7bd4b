import { model } from '@medusajs/framework/utils'

/**
 * A mail as the shop recorded it before sending: the whole notification (`message`: content, attachments, headers),
 * kept until the mail server took it and then dropped (it may hold a password-reset link; Medusa's notification keeps
 * the copy staff read). One per `idempotency_key`, the key of Medusa's notification record of the same mail.
 * `state`: pending (not tried yet), sending (an attempt holds it until `next_attempt_at`, after which a crashed attempt's
 * mail is due again), sent, failed (tried again at `next_attempt_at`), given_up (after `give_up_at`).
 */
export const OutboxMail = model.define('outbox_mail', {
  id: model.id({ prefix: 'obm' }).primaryKey(),
  idempotency_key: model.text().unique(),
  to: model.text(),
  template: model.text().nullable(),
  message: model.json().nullable(),
  state: model.enum(['pending', 'sending', 'sent', 'failed', 'given_up']).default('pending'),
  attempts: model.number().default(0),
  next_attempt_at: model.dateTime().index(),
  give_up_at: model.dateTime(),
  last_error: model.text().nullable(),
  sent_at: model.dateTime().nullable(),
})
