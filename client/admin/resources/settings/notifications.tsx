import { request } from '../../engine/calls'
import { valueText } from '../../engine/columns'
import { type ActionSpec, defineResource, type RenderContext } from '../../engine/resource'
import type { MessageKey } from '../../i18n'
import { registered } from '../registry'
import type { MailNotification } from './mail-notification'
import NotificationMailSection from './notification-mail-section'

const TEMPLATES: Record<string, MessageKey> = {
  'order-placed': 'shopData.mails.orderPlaced',
  'password-reset': 'shopData.mails.passwordReset',
  'order-transfer-requested': 'shopData.mails.orderTransfer',
  'newsletter-confirmation': 'shopData.mails.newsletterConfirmation',
  'newsletter-welcome': 'shopData.mails.newsletterWelcome',
  'staff-invite': 'staff.mails.invite',
  'staff-password-reset': 'staff.mails.passwordReset',
}
const STATES: Record<MailNotification['status'], MessageKey> = {
  pending: 'shopData.mails.pending',
  success: 'shopData.mails.sent',
  failure: 'shopData.mails.failed',
}

/** The kind of mail in the admin's language; a template the back office does not know yet by its name. */
export const templateOf = (notification: MailNotification, { t }: RenderContext) => {
  const key = notification.template ? TEMPLATES[notification.template] : undefined
  return key ? t(key) : (notification.template ?? '')
}
const stateOf = (notification: MailNotification, context: RenderContext) => {
  const delivery = notification.data?.delivery
  if (notification.status === 'failure' && delivery?.state === 'given_up') return context.t('shopData.mails.givenUp')
  if (notification.status === 'failure' && delivery?.state === 'failed' && delivery.next_attempt_at)
    return context.t('shopData.mails.retrying', { time: valueText(delivery.next_attempt_at, context) })
  return context.t(STATES[notification.status] ?? 'shopData.mails.pending')
}

/**
 * A mail the mail server has not taken (yet) handed to it once more, now (POST /admin/notifications/{id}/send-again);
 * its state then says whether it went out. Sent mails are a record and are not sent twice.
 */
const sendAgain: ActionSpec<MailNotification> = {
  id: 'send-again',
  label: 'shopData.mails.sendAgain',
  icon: 'i-ph-paper-plane-right',
  confirm: { title: 'shopData.mails.sendAgainTitle', text: 'shopData.mails.sendAgainText', action: 'shopData.mails.sendAgain' },
  run: (rows) => Promise.all(rows.map((row) => request(`/admin/notifications/${encodeURIComponent(row.id)}/send-again`, { method: 'POST', body: {} }))),
  done: 'shopData.mails.triedAgain',
  when: (notification) => notification.status !== 'success',
}

/**
 * Every mail the shop sent (GET /admin/notifications on the `email` channel, GET /admin/notifications/{id}): found by
 * recipient, read as it was sent (subject and content), with its state: sent, failed and when it is tried again, or
 * given up. A sent mail is a record; one the mail server has not taken can be sent again.
 */
export const notifications = defineResource<MailNotification>({
  ...registered('notifications'),
  title: (notification) => notification.data?.mail?.subject ?? `${notification.template ?? ''} → ${notification.to}`,
  list: {
    columns: [
      { id: 'to', label: 'shopData.mails.to', sort: 'to' },
      { id: 'template', label: 'shopData.mails.kind', cell: templateOf, csv: templateOf },
      // the subject lives in `data` beside the whole mail: only loaded when staff show the column
      { id: 'subject', label: 'shopData.mails.subject', fields: ['data'], value: (notification) => notification.data?.mail?.subject, hidden: true },
      { id: 'status', label: 'fields.status', cell: stateOf, csv: stateOf },
      { id: 'created_at', label: 'shopData.mails.sentAt', sort: 'created_at' },
    ],
    query: { channel: 'email' },
    search: 'shopData.mails.searchHint',
    defaultSort: '-created_at',
    rowActions: [sendAgain],
  },
  detail: {
    fields: 'id,to,from,template,status,trigger_type,resource_id,resource_type,data,created_at',
    sections: [
      { id: 'mail', title: 'shopData.mails.content', bare: true, component: NotificationMailSection },
      {
        id: 'overview',
        title: 'shopData.mails.details',
        aside: true,
        rows: [
          { label: 'shopData.mails.to', value: (notification) => notification.to },
          { label: 'shopData.mails.kind', value: templateOf },
          { label: 'fields.status', value: stateOf },
          { label: 'shopData.mails.attempts', value: (notification) => notification.data?.delivery?.attempts ?? null },
          { label: 'shopData.mails.lastError', value: (notification) => notification.data?.delivery?.last_error ?? null },
          { label: 'shopData.mails.sentAt', value: (notification, context) => valueText(notification.created_at, context) },
          {
            label: 'shopData.mails.concerns',
            value: (notification) => (notification.resource_type ? `${notification.resource_type} ${notification.resource_id ?? ''}` : null),
          },
        ],
      },
    ],
    actions: [sendAgain],
  },
})
