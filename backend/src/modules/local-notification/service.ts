import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService } from "@medusajs/framework/utils"
import { randomUUID } from "node:crypto"
import { mkdir, writeFile } from "node:fs/promises"
import { join, resolve } from "node:path"

type Options = { dir?: string }

/**
 * Email for local development and tests: instead of sending, each message is written as JSON to a
 * directory (default `../.data/mail`, the repository's data folder) and logged. Medusa's notification
 * module records it in its `notification` table as for any provider. A real mail provider replaces
 * this one in production.
 */
export class LocalNotificationService extends AbstractNotificationProviderService {
  static identifier = "local-notification"
  private readonly dir: string

  constructor(_cradle: Record<string, unknown>, options: Options) {
    super()
    this.dir = resolve(options.dir || process.env.MAIL_DIR || "../.data/mail")
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const id = `${Date.now()}-${randomUUID().slice(0, 8)}`
    const mail = {
      id,
      to: notification.to,
      from: notification.from ?? null,
      channel: notification.channel,
      template: notification.template,
      subject: notification.content?.subject ?? null,
      text: notification.content?.text ?? null,
      html: notification.content?.html ?? null,
      data: notification.data ?? null,
      sent_at: new Date().toISOString(),
    }
    await mkdir(this.dir, { recursive: true })
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(mail, null, 2))
    console.info(`mail to ${notification.to}: ${mail.subject ?? notification.template} (${join(this.dir, `${id}.json`)})`)
    return { id }
  }
}
