import type { MedusaContainer } from '@medusajs/framework/types'
import { retryInterval } from '../mail/retry-schedule'
import { deliverMail } from '../mail/send-mail'
import { MAIL_OUTBOX_MODULE } from '../modules/mail-outbox'
import type { MailOutboxModuleService } from '../modules/mail-outbox/service'

/**
 * Sends the outbox's mails whose next attempt is due (src/mail/send-mail.ts): those the mail server did not take and
 * those whose first attempt never ran (the process ended after recording them). One at a time, so a mail server
 * that is down costs one refused connection per mail and run.
 */
export default async function mailRetry(container: MedusaContainer) {
  const now = new Date()
  const due = await container.resolve<MailOutboxModuleService>(MAIL_OUTBOX_MODULE).due(now)
  for (const row of due) await deliverMail(container, row, now)
}

// every interval (MAIL_RETRY_INTERVAL_MS, a minute by default); a run starts only after the previous one ended
export const config = { name: 'mail-retry', schedule: { interval: retryInterval(process.env) } }
