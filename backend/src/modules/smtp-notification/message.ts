import type { ProviderSendNotificationDTO } from '@medusajs/framework/types'
import type { SendMailOptions } from 'nodemailer'

/**
 * Medusa's notification → nodemailer's message. Attachments arrive base64-encoded (the notification module
 * stores them as strings); `provider_data.headers` carries extra headers such as List-Unsubscribe.
 */
export function toNodemailerMessage(notification: ProviderSendNotificationDTO, defaultFrom: string): SendMailOptions {
  const content = notification.content
  if (!content?.subject || !(content.text || content.html)) {
    throw new Error(`mail "${notification.template}" to ${notification.to} has no subject or no body`)
  }
  return {
    from: notification.from || defaultFrom,
    to: notification.to,
    subject: content.subject,
    text: content.text,
    html: content.html,
    headers: stringRecord(notification.provider_data?.headers),
    attachments: (notification.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      content: Buffer.from(attachment.content, 'base64'),
      contentType: attachment.content_type,
      contentDisposition: attachment.disposition === 'inline' ? ('inline' as const) : ('attachment' as const),
      cid: attachment.id,
    })),
  }
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object') return undefined
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}
