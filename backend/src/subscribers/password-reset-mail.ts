import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { renderMail } from "../mail/layout"
import { storefrontUrl } from "../mail/storefront"
import { localeOf } from "../shop/languages"
import { mailNotification } from "../mail/mail-notification"

type PasswordReset = { entity_id: string; actor_type: string; token: string; metadata?: Record<string, unknown> }

const TEXTS = {
  de: {
    subject: "Ihr neues Passwort bei Juwelier Aurelia",
    greeting: "Guten Tag,",
    intro: "Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über den folgenden Link vergeben Sie es; der Link gilt 15 Minuten und nur einmal.",
    action: "Neues Passwort vergeben",
    ignore: "Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren: Ihr bisheriges Passwort bleibt gültig.",
  },
  en: {
    subject: "Your new password at Juwelier Aurelia",
    greeting: "Hello,",
    intro: "You asked for a new password for your customer account. Use the link below to set it; the link is valid for 15 minutes and works once.",
    action: "Set a new password",
    ignore: "If you did not ask for a new password, you can ignore this email: your current password stays valid.",
  },
}

/**
 * Medusa's reset flow emits the token; the customer gets it as a link to /{country}/reset-password in
 * their language. The storefront sends its country along (metadata.country_code); otherwise de.
 */
export default async function passwordResetMail({ event: { data }, container }: SubscriberArgs<PasswordReset>) {
  if (data.actor_type !== "customer") return
  const requested = typeof data.metadata?.country_code === "string" ? data.metadata.country_code.toLowerCase() : ""
  const country = /^[a-z]{2}$/.test(requested) ? requested : "de"
  const locale = localeOf(country)
  const t = TEXTS[locale]
  const url = storefrontUrl(`/${country}/reset-password`, { token: data.token })
  const mail = renderMail({ locale, subject: t.subject, greeting: t.greeting, blocks: [t.intro, { action: { label: t.action, url } }, { note: t.ignore }] })
  await container.resolve(Modules.NOTIFICATION).createNotifications(
    mailNotification(mail, {
      to: data.entity_id,
      template: "password-reset",
      trigger_type: "auth.password_reset",
      data: { locale, country_code: country },
    }),
  )
  container.resolve(ContainerRegistrationKeys.LOGGER).info(`password reset link sent to a customer (${locale})`)
}

export const config: SubscriberConfig = { event: "auth.password_reset" }
