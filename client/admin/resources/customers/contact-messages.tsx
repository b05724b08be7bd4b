import { Link } from 'wouter'
import { request } from '../../engine/calls'
import { valueText } from '../../engine/columns'
import { type ActionSpec, defineResource, type RenderContext } from '../../engine/resource'
import { REGISTRY, registered } from '../registry'

export type ContactMessage = {
  id: string
  name: string
  email: string
  phone: string | null
  subject: string | null
  message: string
  locale: string | null
  country_code: string | null
  status: 'new' | 'answered'
  answered_at: string | null
  answered_by: string | null
  /** The piece a question from a product page is about ("Ask about this piece"), with its handle and title as they were. */
  product_id: string | null
  product_handle: string | null
  product_title: string | null
  created_at: string
}

const PATH = REGISTRY.contactMessages.path
const stateOf = (message: ContactMessage, { t }: RenderContext) => t(message.status === 'answered' ? 'shopData.contact.answered' : 'shopData.contact.new')
// the reply opens in the staff member's mail program, addressed and with the subject of the message
const replyLink = (message: ContactMessage) =>
  `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject ?? ''}`.trim())}`

/** The piece the message asks about, linked to its page in the back office. */
const pieceLink = (message: ContactMessage, { locale }: RenderContext) =>
  message.product_id ? (
    <Link
      href={`~/admin/${locale}/products/${encodeURIComponent(message.product_id)}`}
      className="text-primary-700 underline"
      data-testid="contact-message-product"
    >
      {message.product_title ?? message.product_handle ?? message.product_id}
    </Link>
  ) : null

const markAnswered: ActionSpec<ContactMessage> = {
  id: 'mark-answered',
  label: 'shopData.contact.markAnswered',
  icon: 'i-ph-check-circle',
  run: (rows) => Promise.all(rows.map((row) => request(`${PATH}/${encodeURIComponent(row.id)}/mark-answered`, { method: 'POST', body: {} }))),
  done: 'shopData.contact.markedAnswered',
  when: (row) => row.status === 'new',
}

/**
 * Messages of the shop's contact form and of "Ask about this piece" on product pages, which name the piece (GET/DELETE /admin/contact-messages/{id}, POST …/{id}/mark-answered): read,
 * answer by mail, mark answered (who and when are kept), delete on request.
 */
export const contactMessages = defineResource<ContactMessage>({
  ...registered('contactMessages'),
  title: (message) => message.subject || message.name,
  list: {
    columns: [
      { id: 'subject', label: 'shopData.contact.subject', fields: ['subject', 'name'], value: (message) => message.subject || '–' },
      { id: 'name', label: 'fields.name', sort: 'name' },
      { id: 'email', label: 'shopData.email', sort: 'email' },
      { id: 'status', label: 'fields.status', sort: 'status', cell: stateOf, csv: stateOf },
      { id: 'answered_by', label: 'shopData.contact.answeredBy', hidden: true },
      { id: 'created_at', label: 'shopData.contact.receivedAt', sort: 'created_at' },
    ],
    fields: ['status'],
    filters: [
      {
        id: 'status',
        label: 'fields.status',
        options: [
          { value: 'new', label: 'shopData.contact.new' },
          { value: 'answered', label: 'shopData.contact.answered' },
        ],
      },
    ],
    search: 'shopData.contact.searchHint',
    defaultSort: '-created_at',
    rowActions: [markAnswered],
    bulkActions: [markAnswered],
  },
  detail: {
    sections: [
      {
        id: 'message',
        title: 'shopData.contact.message',
        component: ({ item }) => (
          <p className="whitespace-pre-wrap break-words px-4 py-3 text-sm text-stone-900" data-testid="contact-message-text">
            {item.message}
          </p>
        ),
      },
      {
        id: 'sender',
        title: 'shopData.contact.sender',
        aside: true,
        rows: [
          { label: 'fields.name', value: (message) => message.name },
          {
            label: 'shopData.email',
            value: (message) => (
              <a className="text-primary-700 underline" href={replyLink(message)}>
                {message.email}
              </a>
            ),
          },
          { label: 'shopData.contact.phone', value: (message) => message.phone },
          { label: 'shopData.contact.product', value: pieceLink },
          { label: 'shopData.languageCountry', value: (message) => [message.locale, message.country_code?.toUpperCase()].filter(Boolean).join(' · ') },
          { label: 'shopData.contact.receivedAt', value: (message, context) => valueText(message.created_at, context) },
        ],
      },
      {
        id: 'answer',
        title: 'shopData.contact.answer',
        aside: true,
        rows: [
          { label: 'fields.status', value: stateOf },
          { label: 'shopData.contact.answeredAt', value: (message, context) => valueText(message.answered_at, context) },
          { label: 'shopData.contact.answeredBy', value: (message) => message.answered_by },
        ],
      },
    ],
    actions: [markAnswered],
  },
  remove: true,
})
