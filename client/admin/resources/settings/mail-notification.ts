import type { MailDelivery } from '../../../../rules/mail-delivery'

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
