import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { mailNotification } from '../mail/mail-notification'
import { sendMail } from '../mail/send-mail'
import { staffInviteMail, staffLocale } from '../mail/staff-mails'

/**
 * A new invite and a resent one (Medusa replaces its token and expiry) mail the invitation to its address, in the
 * language the back office chose for it (`metadata.locale`), with the link to the accept page. An invite deleted or
 * accepted before the event arrives sends nothing.
 */
export default async function staffInviteMailSubscriber({ event: { name, data }, container }: SubscriberArgs<{ id: string }>) {
  const [invite] = await container
    .resolve(Modules.USER)
    .listInvites({ id: data.id }, { take: 1, select: ['id', 'email', 'token', 'expires_at', 'accepted', 'metadata'] })
  if (!invite || invite.accepted) return
  const locale = staffLocale(invite.metadata?.locale)
  await sendMail(
    container,
    mailNotification(staffInviteMail(invite, locale), {
      to: invite.email,
      template: 'staff-invite',
      trigger_type: name,
      resource_id: invite.id,
      resource_type: 'invite',
      data: { locale },
    }),
  )
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`staff invitation ${invite.id} mailed (${locale})`)
}

export const config: SubscriberConfig = { event: ['invite.created', 'invite.resent'] }
