import { valueText } from '../../engine/columns'
import { defineResource, type RenderContext } from '../../engine/resource'
import { registered } from '../registry'

export type NewsletterSubscriber = {
  id: string
  email: string
  locale: string
  country_code: string | null
  status: 'pending' | 'subscribed' | 'unsubscribed'
  consented_at: string
  consent_ip: string | null
  confirmation_sent_at: string | null
  confirmed_at: string | null
  unsubscribed_at: string | null
  created_at: string
}

const STATES = {
  pending: 'shopData.newsletter.pending',
  subscribed: 'shopData.newsletter.subscribed',
  unsubscribed: 'shopData.newsletter.unsubscribed',
} as const
const stateOf = (subscriber: NewsletterSubscriber, { t }: RenderContext) => t(STATES[subscriber.status])

/**
 * The newsletter's addresses with their double opt-in state (GET/DELETE /admin/newsletter-subscribers/{id}): listed,
 * searched by address, exported as CSV of the current view, deleted on request with their consent record.
 */
export const newsletterSubscribers = defineResource<NewsletterSubscriber>({
  ...registered('newsletterSubscribers'),
  title: (subscriber) => subscriber.email,
  list: {
    columns: [
      { id: 'email', label: 'shopData.email', sort: 'email' },
      { id: 'status', label: 'fields.status', sort: 'status', cell: stateOf, csv: stateOf },
      { id: 'locale', label: 'shopData.language' },
      { id: 'country_code', label: 'shopData.country', value: (subscriber) => subscriber.country_code?.toUpperCase() },
      { id: 'consented_at', label: 'shopData.newsletter.consentedAt', hidden: true },
      { id: 'confirmed_at', label: 'shopData.newsletter.confirmedAt', sort: 'confirmed_at' },
      { id: 'unsubscribed_at', label: 'shopData.newsletter.unsubscribedAt', sort: 'unsubscribed_at', hidden: true },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at' },
    ],
    filters: [{ id: 'status', label: 'fields.status', options: Object.entries(STATES).map(([value, label]) => ({ value, label })) }],
    search: 'shopData.newsletter.searchHint',
    defaultSort: '-created_at',
  },
  detail: {
    sections: [
      {
        id: 'subscription',
        title: 'shopData.newsletter.subscription',
        rows: [
          { label: 'fields.status', value: stateOf },
          { label: 'shopData.languageCountry', value: (subscriber) => [subscriber.locale, subscriber.country_code?.toUpperCase()].filter(Boolean).join(' · ') },
          { label: 'shopData.newsletter.confirmedAt', value: (subscriber, context) => valueText(subscriber.confirmed_at, context) },
          { label: 'shopData.newsletter.unsubscribedAt', value: (subscriber, context) => valueText(subscriber.unsubscribed_at, context) },
        ],
      },
      {
        // what documents the consent (when, from which address) until the address is deleted
        id: 'consent',
        title: 'shopData.newsletter.consent',
        aside: true,
        rows: [
          { label: 'shopData.newsletter.consentedAt', value: (subscriber, context) => valueText(subscriber.consented_at, context) },
          { label: 'shopData.newsletter.consentIp', value: (subscriber) => subscriber.consent_ip },
          { label: 'shopData.newsletter.confirmationSentAt', value: (subscriber, context) => valueText(subscriber.confirmation_sent_at, context) },
        ],
      },
    ],
  },
  remove: true,
})
