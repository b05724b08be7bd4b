/**
 * What became of the shop's attempts at a mail the mail server did not take at once (backend/src/mail/send-mail.ts):
 * tried again at `next_attempt_at`, or given up after a day.
 */
export type MailDelivery = { state: 'sent' | 'failed' | 'given_up'; attempts: number; next_attempt_at: string | null; last_error: string | null }

/** A mail the shop sent, as Medusa's notification module keeps it; `data.mail` is the copy of what was sent, `data.delivery` its attempts. */
export type MailNotification = {
  id: string
  to: string
  from: string | null
  template: string | null
  status: 'pending' | 'success' | 'failure'
  trigger_type: string | null
  resource_id: string | null
  resource_type: string | null
  data: ({ mail?: { subject?: string; html?: string; text?: string }; delivery?: MailDelivery } & Record<string, unknown>) | null
  created_at: string
}
