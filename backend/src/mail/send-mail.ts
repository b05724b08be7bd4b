import type { CreateNotificationDTO, Logger, MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { MAIL_OUTBOX_MODULE } from '../modules/mail-outbox'
import type { MailOutboxModuleService, OutboxMessage, OutboxRow } from '../modules/mail-outbox/service'
import type { MailDelivery } from '../rules/mail-delivery'
import { nextAttemptAt, retryInterval } from './retry-schedule'

/** What became of an attempt: `busy` when another attempt holds the mail, `known` when its key was recorded before. */
export type MailOutcome = 'sent' | 'failed' | 'given_up' | 'busy' | 'known'

type NotificationRecord = { id: string; status: string; data: Record<string, unknown> | null; idempotency_key?: string | null }
/** Medusa's notification module with what its service has besides its declared interface (the update, any filter). */
export type Notifications = {
  createNotifications(data: CreateNotificationDTO): Promise<unknown>
  listNotifications(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<NotificationRecord[]>
  updateNotifications(data: { id: string; status?: string; data?: Record<string, unknown> }): Promise<unknown>
}

/**
 * Sends a mail so that it cannot be lost: it is recorded in the outbox first (with a key of its own if the sender
 * gave none), then tried at once through Medusa's notification module. A mail server that is down does not fail the
 * sender: the mail stays in the outbox and the retry job (src/jobs/mail-retry.ts) tries again with growing waits
 * for a day. A key recorded before (a re-delivered event) sends nothing.
 */
export async function sendMail(scope: MedusaContainer, notification: CreateNotificationDTO, now = new Date()): Promise<MailOutcome> {
  const outbox = scope.resolve<MailOutboxModuleService>(MAIL_OUTBOX_MODULE)
  const message: OutboxMessage = { ...notification, idempotency_key: notification.idempotency_key ?? `mail:${crypto.randomUUID()}` }
  // due again only after one interval: the first attempt below holds it meanwhile, and a crash before it leaves it to the job
  const row = await outbox.record(message, now, nextAttemptAt(1, now, retryInterval(process.env)))
  if (!row) return 'known'
  return deliverMail(scope, row, now)
}

/**
 * One attempt at a recorded mail: claimed first (so the job, a sender and staff never send it twice at once), sent through
 * the notification module on the mail's own notification record, then the outcome written to the outbox and, for
 * staff, to the notification (`data.delivery`).
 */
export async function deliverMail(scope: MedusaContainer, row: OutboxRow, now = new Date()): Promise<MailOutcome> {
  const outbox = scope.resolve<MailOutboxModuleService>(MAIL_OUTBOX_MODULE)
  const notifications = scope.resolve(Modules.NOTIFICATION) as unknown as Notifications
  const logger = scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const nextAt = nextAttemptAt(row.attempts + 1, now, retryInterval(process.env))
  const claimed = await outbox.claim(row, now)
  if (!claimed?.message) return 'busy'
  const message = claimed.message
  const recordOf = async () =>
    (await notifications.listNotifications({ idempotency_key: message.idempotency_key }, { select: ['id', 'status', 'data'], take: 1 }))[0]
  const earlier = await recordOf()
  let failure: string | null = null
  if (earlier?.status === 'success') {
    // sent before its outcome was written (the process ended in between): never twice
  } else {
    try {
      // Medusa sends a known key again only while its record says "failure"; one left "pending" was cut off mid-send
      if (earlier?.status === 'pending') await notifications.updateNotifications({ id: earlier.id, status: 'failure' })
      // the same record again (its id), so staff see one mail whose state changes, not one record per attempt
      await notifications.createNotifications(earlier ? ({ ...message, id: earlier.id } as CreateNotificationDTO) : message)
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error)
    }
  }
  const givenUp = failure !== null && now >= new Date(claimed.give_up_at)
  const state: MailDelivery['state'] = failure === null ? 'sent' : givenUp ? 'given_up' : 'failed'
  if (failure === null) await outbox.markSent(claimed.id, now)
  else {
    await outbox.markFailed(claimed.id, failure, givenUp, nextAt)
    logger.warn(
      `mail "${message.template ?? ''}" to ${message.to}: attempt ${claimed.attempts} failed (${failure.split('\n').at(-1)}); ${givenUp ? 'given up, staff can send it again' : `next attempt ${nextAt.toISOString()}`}`,
    )
  }
  const record = await recordOf()
  if (record) {
    const delivery: MailDelivery = { state, attempts: claimed.attempts, next_attempt_at: state === 'failed' ? nextAt.toISOString() : null, last_error: failure }
    await notifications.updateNotifications({ id: record.id, data: { ...record.data, delivery } })
  }
  return state
}
