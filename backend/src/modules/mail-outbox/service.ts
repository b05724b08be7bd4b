import type { CreateNotificationDTO } from '@medusajs/framework/types'
import { MedusaService } from '@medusajs/framework/utils'
import { giveUpAt } from '../../mail/retry-schedule'
import { OutboxMail } from './models/outbox-mail'

type SqlManager = { execute(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]> }

/** The notification a recorded mail sends: every mail of the outbox has an idempotency key. */
export type OutboxMessage = CreateNotificationDTO & { idempotency_key: string }
export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed' | 'given_up'
export type OutboxRow = {
  id: string
  idempotency_key: string
  to: string
  template: string | null
  message: OutboxMessage | null
  state: OutboxState
  attempts: number
  next_attempt_at: Date
  give_up_at: Date
  last_error: string | null
  sent_at: Date | null
}

const newId = () => `obm_${crypto.randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase()}`
// open: waiting for an attempt, or held by one (whose hold ends at next_attempt_at, should it never come back)
const OPEN = `"state" in ('pending', 'sending', 'failed') and "deleted_at" is null`
/** How long an attempt holds a mail: longer than the SMTP provider's timeouts (10 + 10 + 30 s) allow one to take. */
const HOLD_MS = 2 * 60_000

/**
 * The shop's outbox (src/mail/send-mail.ts): every mail is written here before it is sent and stays until the mail
 * server took it or the shop gave up. Claims and records are single SQL statements, so two attempts (the sender's
 * and the retry job's, or two instances') never send the same mail at once.
 */
export class MailOutboxModuleService extends MedusaService({ OutboxMail }) {
  private readonly sql: SqlManager

  constructor(container: Record<string, unknown>, ...rest: unknown[]) {
    super(container, ...rest)
    this.sql = container.manager as SqlManager
  }

  /** Records a mail before its first attempt, due at `firstRetry`; null when its key is recorded already (a re-delivered event). */
  async record(message: OutboxMessage, now: Date, firstRetry: Date): Promise<OutboxRow | null> {
    const [row] = await this.sql.execute(
      `insert into "outbox_mail" ("id", "idempotency_key", "to", "template", "message", "next_attempt_at", "give_up_at") values (?, ?, ?, ?, ?, ?, ?)
       on conflict ("idempotency_key") where "deleted_at" is null do nothing returning *`,
      [newId(), message.idempotency_key, message.to, message.template ?? null, JSON.stringify(message), firstRetry, giveUpAt(now)],
    )
    return (row as OutboxRow | undefined) ?? null
  }

  /**
   * Claims an open mail for one attempt: `sending`, held from other attempts until the hold ends; null when another
   * attempt claimed it since `row` was read (its attempts moved on), holds it now, or it was settled.
   */
  async claim(row: Pick<OutboxRow, 'id' | 'attempts'>, now: Date): Promise<OutboxRow | null> {
    const [claimed] = await this.sql.execute(
      `update "outbox_mail" set "state" = 'sending', "attempts" = "attempts" + 1, "next_attempt_at" = ?, "updated_at" = now()
       where "id" = ? and "attempts" = ? and ${OPEN} and ("state" <> 'sending' or "next_attempt_at" <= ?) returning *`,
      [new Date(now.getTime() + HOLD_MS), row.id, row.attempts, now],
    )
    return (claimed as OutboxRow | undefined) ?? null
  }

  /** Open mails whose next attempt is due, the longest waiting first. */
  async due(now: Date, limit = 20): Promise<OutboxRow[]> {
    return (await this.sql.execute(`select * from "outbox_mail" where ${OPEN} and "next_attempt_at" <= ? order by "next_attempt_at" limit ?`, [
      now,
      limit,
    ])) as OutboxRow[]
  }

  /** The mail server took it: the content goes (the notification keeps staff's copy). */
  async markSent(id: string, now: Date): Promise<void> {
    await this.sql.execute(
      `update "outbox_mail" set "state" = 'sent', "message" = null, "sent_at" = ?, "last_error" = null, "updated_at" = now() where "id" = ?`,
      [now, id],
    )
  }

  /** An attempt failed: tried again at `nextAt`, or given up. */
  async markFailed(id: string, error: string, givenUp: boolean, nextAt: Date): Promise<void> {
    await this.sql.execute(
      `update "outbox_mail" set "state" = ?, "last_error" = ?, "next_attempt_at" = ?, "updated_at" = now() where "id" = ? and "state" <> 'sent'`,
      [givenUp ? 'given_up' : 'failed', error.slice(0, 2000), nextAt, id],
    )
  }

  /**
   * Staff's "send again": a mail the server refused (failed, given up) is due now and tried for another day. Null
   * when the key has no such mail: sent already, under way (pending, sending), or recorded before the outbox existed.
   */
  async sendAgain(idempotencyKey: string, now: Date): Promise<OutboxRow | null> {
    const [row] = await this.sql.execute(
      `update "outbox_mail" set "state" = 'pending', "next_attempt_at" = ?, "give_up_at" = ?, "updated_at" = now()
       where "idempotency_key" = ? and "state" in ('failed', 'given_up') and "message" is not null and "deleted_at" is null returning *`,
      [now, giveUpAt(now), idempotencyKey],
    )
    return (row as OutboxRow | undefined) ?? null
  }

  /** The state of the mail of a key, or null when the outbox has none. */
  async stateOf(idempotencyKey: string): Promise<OutboxState | null> {
    const [row] = await this.sql.execute(`select "state" from "outbox_mail" where "idempotency_key" = ? and "deleted_at" is null`, [idempotencyKey])
    return (row?.state as OutboxState | undefined) ?? null
  }
}
