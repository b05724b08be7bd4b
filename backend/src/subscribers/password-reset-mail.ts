import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { type RenderedMail, renderMail } from '../mail/layout'
import { mailNotification } from '../mail/mail-notification'
import { sendMail } from '../mail/send-mail'
import { staffLocale, staffPasswordResetMail } from '../mail/staff-mails'
import { storefrontUrl } from '../mail/storefront'
import { localeOf } from '../rules/languages'

type PasswordReset = { entity_id: string; actor_type: string; token: string; metadata?: Record<string, unknown> }

const TEXTS = {
  de: {
    subject: 'Ihr neues Passwort bei Juwelier Aurelia',
    greeting: 'Guten Tag,',
    intro: 'Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über den folgenden Link vergeben Sie es; der Link gilt 15 Minuten und nur einmal.',
    action: 'Neues Passwort vergeben',
    ignore: 'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren: Ihr bisheriges Passwort bleibt gültig.',
  },
  en: {
    subject: 'Your new password at Juwelier Aurelia',
    greeting: 'Hello,',
    intro: 'You asked for a new password for your customer account. Use the link below to set it; the link is valid for 15 minutes and works once.',
    action: 'Set a new password',
    ignore: 'If you did not ask for a new password, you can ignore this email: your current password stays valid.',
  },
}

type ResetMail = { mail: RenderedMail; template: string; data: Record<string, unknown> }

/** A customer: the link to /{country}/reset-password in that country's language (the storefront sends metadata.country_code; otherwise de). */
function customerMail(data: PasswordReset): ResetMail {
  const requested = typeof data.metadata?.country_code === 'string' ? data.metadata.country_code.toLowerCase() : ''
  const country = /^[a-z]{2}$/.test(requested) ? requested : 'de'
  const locale = localeOf(country)
  const t = TEXTS[locale]
  const url = storefrontUrl(`/${country}/reset-password`, { token: data.token })
  const mail = renderMail({ locale, subject: t.subject, greeting: t.greeting, blocks: [t.intro, { action: { label: t.action, url } }, { note: t.ignore }] })
  return { mail, template: 'password-reset', data: { locale, country_code: country } }
}

/** A member of staff: the link to /admin/{locale}/reset-password (the back office sends metadata.locale). */
function staffMail(data: PasswordReset): ResetMail {
  const locale = staffLocale(data.metadata?.locale)
  return { mail: staffPasswordResetMail(data.token, locale), template: 'staff-password-reset', data: { locale } }
}

/**
 * Medusa's reset flow emits the token (its answer to the request is the same whether the address exists or not);
 * the mail takes it to the customer's storefront page or the staff's back-office page. An identity that is no
 * member of staff (a customer's address asked for at the staff's reset) gets nothing. The kept copy of the mail
 * (notifications) never holds the token.
 */
export default async function passwordResetMail({ event: { data }, container }: SubscriberArgs<PasswordReset>) {
  if (data.actor_type === 'user') {
    const [user] = await container.resolve(Modules.USER).listUsers({ email: data.entity_id }, { take: 1, select: ['id'] })
    if (!user) return
  } else if (data.actor_type !== 'customer') return
  const { mail, template, data: facts } = data.actor_type === 'user' ? staffMail(data) : customerMail(data)
  await sendMail(
    container,
    mailNotification(mail, { to: data.entity_id, template, trigger_type: 'auth.password_reset', data: facts }, { secrets: [data.token] }),
  )
  container
    .resolve(ContainerRegistrationKeys.LOGGER)
    .info(`password reset link sent to a ${data.actor_type === 'user' ? 'member of staff' : 'customer'} (${facts.locale})`)
}

export const config: SubscriberConfig = { event: 'auth.password_reset' }
