import type { CreateNotificationDTO } from '@medusajs/framework/types'
import type { RenderedMail } from './layout'

/** What the kept copy shows in place of a secret of the mail (a password-reset token). */
export const REDACTED = '[entfernt/removed]'

/**
 * The notification that sends a rendered mail on the `email` channel. Medusa's notification record keeps `data` but
 * not `content`, so a copy of the mail goes into `data.mail`: staff read in the back office exactly what was sent
 * (GET /admin/notifications/:id) — except its `secrets`, which only the recipient ever sees: a password-reset link
 * read there would let whoever reads the sent mails take over the account. Every mail of the shop is created through here.
 */
export function mailNotification(
  mail: RenderedMail,
  notification: Omit<CreateNotificationDTO, 'channel' | 'content'>,
  { secrets = [] }: { secrets?: string[] } = {},
): CreateNotificationDTO {
  const content = { subject: mail.subject, text: mail.text, html: mail.html }
  const hide = (text: string) => secrets.filter(Boolean).reduce((kept, secret) => kept.split(secret).join(REDACTED), text)
  const kept = { subject: hide(content.subject), text: hide(content.text), html: hide(content.html) }
  return { ...notification, channel: 'email', content, data: { ...notification.data, mail: kept } }
}
