/**
 * What the shop tells staff about a mail the mail server did not take at once, kept with Medusa's notification as
 * `data.delivery` after each attempt (backend/src/mail/send-mail.ts writes it, the back office's sent mails show it):
 * sent, failed and tried again at `next_attempt_at`, or given up after a day.
 */
export type MailDelivery = { state: 'sent' | 'failed' | 'given_up'; attempts: number; next_attempt_at: string | null; last_error: string | null }
