import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { contactMessageMail } from '../mail/contact-message'
import { mailNotification } from '../mail/mail-notification'
import { sendMail } from '../mail/send-mail'
import { CONTACT_MESSAGE_CREATED, CONTACT_MESSAGE_MODULE } from '../modules/contact-message'
import type { ContactMessageModuleService } from '../modules/contact-message/service'
import { COMPANY } from '../rules/company'

/**
 * Every stored message of the contact form (and of "Ask about this piece") is mailed to the shop's address, once
 * (idempotency key); a message deleted before the event arrives sends nothing.
 */
export default async function contactMessageMailSubscriber({ event: { name, data }, container }: SubscriberArgs<{ id: string }>) {
  const service: ContactMessageModuleService = container.resolve(CONTACT_MESSAGE_MODULE)
  const [message] = await service.listContactMessages({ id: data.id }, { take: 1 })
  if (!message) return
  const mail = contactMessageMail(message)
  await sendMail(
    container,
    mailNotification(mail, {
      to: COMPANY.email,
      template: 'contact-message',
      trigger_type: name,
      resource_id: message.id,
      resource_type: 'contact_message',
      provider_data: { headers: mail.headers },
      idempotency_key: `contact-message:${message.id}`,
      data: { locale: 'de' },
    }),
  )
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`contact message ${message.id} mailed to the shop`)
}

export const config: SubscriberConfig = { event: CONTACT_MESSAGE_CREATED }
