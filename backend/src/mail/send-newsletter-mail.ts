import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import type { Subscriber } from '../modules/newsletter/service'
import { DEFAULT_COUNTRY, ENGLISH_CANONICAL_COUNTRY, type Locale } from '../rules/languages'
import { mailNotification } from './mail-notification'
import { newsletterConfirmationMail, newsletterWelcomeMail } from './newsletter'
import { sendMail } from './send-mail'

const MAILS = { confirmation: newsletterConfirmationMail, welcome: newsletterWelcomeMail }

/** The subscriber's country when the shop serves it (the links' prefix), else the language's main shop. */
async function shopCountry(container: MedusaContainer, country: string | null, locale: Locale): Promise<string> {
  const fallback = locale === 'de' ? DEFAULT_COUNTRY : ENGLISH_CANONICAL_COUNTRY
  if (!country) return fallback
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: 'region', fields: ['countries.iso_2'] })
  const regions = data as { countries?: { iso_2: string }[] | null }[]
  const served = regions.some((region) => (region.countries ?? []).some((candidate) => candidate.iso_2 === country))
  return served ? country : fallback
}

/**
 * Sends a newsletter mail (the opt-in confirmation or the welcome) in the subscriber's language, through the outbox:
 * a mail server that is down delays it (src/mail/send-mail.ts), so the sign-up still answers "please confirm by mail".
 */
export async function sendNewsletterMail(container: MedusaContainer, subscriber: Subscriber, kind: keyof typeof MAILS) {
  const locale: Locale = subscriber.locale === 'en' ? 'en' : 'de'
  const country = await shopCountry(container, subscriber.country_code, locale)
  const mail = MAILS[kind]({ email: subscriber.email, locale, country, token: subscriber.token, confirmation_token: subscriber.confirmation_token })
  await sendMail(
    container,
    mailNotification(mail, {
      to: subscriber.email,
      template: `newsletter-${kind}`,
      trigger_type: `newsletter.${kind}`,
      resource_id: subscriber.id,
      resource_type: 'newsletter_subscriber',
      provider_data: { headers: mail.headers },
      // one welcome per confirmation, also when the link is opened twice at once (a mail scanner and the reader)
      idempotency_key: kind === 'welcome' ? `newsletter-welcome:${subscriber.id}:${subscriber.confirmation_token}` : undefined,
      data: { locale, country },
    }),
  )
}
