import type { Logger, ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from '@medusajs/framework/types'
import { AbstractNotificationProviderService, MedusaError } from '@medusajs/framework/utils'
import { createTransport, type Transporter } from 'nodemailer'
import { toNodemailerMessage } from './message'

export type SmtpOptions = {
  /** smtp://user:password@host:port or smtps://… (nodemailer's connection URL; its query may set further options) */
  url: string
  /** The sender when a notification names none, e.g. `"Juwelier Aurelia" <service@example.com>` */
  from: string
}

// A mail server that does not answer must not hold a sign-up or an order event for minutes
// (nodemailer's defaults are 2 and 10 minutes); the URL's query can still override these.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/**
 * The `email` channel of Medusa's notification module: sends over SMTP with nodemailer. It only sends what it
 * gets (content.subject/text/html, attachments, provider_data.headers): mails are built by their senders with
 * the shared renderer in src/mail/. Locally the orchestrator points SMTP_URL at its mail catcher (maildev).
 */
export class SmtpNotificationService extends AbstractNotificationProviderService {
  static identifier = 'smtp'
  private readonly transport: Transporter
  private readonly from: string
  private readonly logger: Logger

  static validateOptions(options: Record<string, unknown>) {
    if (typeof options.url !== 'string' || !/^smtps?:\/\//.test(options.url)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, 'The SMTP notification provider needs `url` (smtp://… or smtps://…)')
    }
    if (typeof options.from !== 'string' || !options.from.includes('@')) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, 'The SMTP notification provider needs `from` (a sender address)')
    }
  }

  constructor({ logger }: { logger: Logger }, options: SmtpOptions) {
    super()
    this.logger = logger
    this.from = options.from
    this.transport = createTransport({ ...TIMEOUTS, url: options.url })
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const message = toNodemailerMessage(notification, this.from)
    const info = await this.transport.sendMail(message)
    this.logger.info(`mail "${message.subject}" to ${notification.to} sent (${info.messageId})`)
    return { id: info.messageId }
  }
}
