import { model } from '@medusajs/framework/utils'

/**
 * One e-mail address on the newsletter list, with double opt-in: a sign-up is `pending` until the link of the
 * confirmation mail (`confirmation_token`) comes back, then `subscribed` (`confirmed_at`); `token` signs the
 * unsubscribe links. `consent_ip` and `consented_at` document the consent (GDPR Art. 7(1)) and throttle abuse;
 * `confirmation_sent_at` throttles re-sent confirmation mails. Pending sign-ups are deleted after 30 days.
 */
export const NewsletterSubscriber = model.define('newsletter_subscriber', {
  id: model.id({ prefix: 'nsub' }).primaryKey(),
  email: model.text().unique(),
  locale: model.text(),
  country_code: model.text().nullable(),
  status: model.enum(['pending', 'subscribed', 'unsubscribed']).default('pending'),
  token: model.text().unique(),
  confirmation_token: model.text().nullable(),
  confirmation_sent_at: model.dateTime().nullable(),
  confirmed_at: model.dateTime().nullable(),
  consented_at: model.dateTime(),
  consent_ip: model.text().index().nullable(),
  unsubscribed_at: model.dateTime().nullable(),
})
