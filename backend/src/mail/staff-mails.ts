import { COMPANY } from '../rules/company'
import type { Locale } from '../rules/languages'
import { formatDate } from '../rules/shop-dates'
import { type RenderedMail, renderMail } from './layout'
import { storefrontUrl } from './storefront'

/** The staff's language of a mail: what the back office stored with the invite or the reset request, else German. */
export const staffLocale = (value: unknown): Locale => (value === 'en' ? 'en' : 'de')

const TEXTS = {
  de: {
    greeting: 'Guten Tag,',
    invite: {
      subject: `Einladung in die Verwaltung von ${COMPANY.brand}`,
      preheader: 'Legen Sie Ihr Mitarbeiterkonto an.',
      intro: `Sie wurden eingeladen, im Team von ${COMPANY.brand} mitzuarbeiten. Über den folgenden Link legen Sie Ihr Mitarbeiterkonto für die Verwaltung des Shops an: Sie geben Ihren Namen ein und wählen ein Passwort.`,
      action: 'Einladung annehmen',
      valid: 'Die Einladung gilt bis {until} und nur einmal. Ist sie abgelaufen, bitten Sie um eine neue.',
      notYou: 'Sie erwarten keine Einladung? Dann ignorieren Sie diese E-Mail einfach: Ohne Ihre Annahme entsteht kein Konto.',
    },
    reset: {
      subject: `Neues Passwort für die Verwaltung von ${COMPANY.brand}`,
      intro:
        'Sie haben ein neues Passwort für Ihr Mitarbeiterkonto angefordert. Über den folgenden Link vergeben Sie es; der Link gilt 15 Minuten und nur einmal.',
      action: 'Neues Passwort vergeben',
      ignore: 'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren: Ihr bisheriges Passwort bleibt gültig.',
    },
  },
  en: {
    greeting: 'Hello,',
    invite: {
      subject: `Invitation to the ${COMPANY.brand} back office`,
      preheader: 'Create your staff account.',
      intro: `You have been invited to join the team of ${COMPANY.brand}. Use the link below to create your staff account for the shop's back office: you enter your name and choose a password.`,
      action: 'Accept the invitation',
      valid: 'The invitation is valid until {until} and works once. If it has expired, ask for a new one.',
      notYou: 'Not expecting an invitation? Simply ignore this email: no account is created unless you accept.',
    },
    reset: {
      subject: `New password for the ${COMPANY.brand} back office`,
      intro: 'You asked for a new password for your staff account. Use the link below to set it; the link is valid for 15 minutes and works once.',
      action: 'Set a new password',
      ignore: 'If you did not ask for a new password, you can ignore this email: your current password stays valid.',
    },
  },
} as const

const when = (locale: Locale, at: Date) => formatDate(at, locale, 'longTime')

/** The invitation of a new member of staff: the link to the accept page of the back office in their language. */
export function staffInviteMail(invite: { token: string; expires_at: Date | string }, locale: Locale): RenderedMail {
  const t = TEXTS[locale]
  const url = storefrontUrl(`/admin/${locale}/invite`, { token: invite.token })
  return renderMail({
    locale,
    subject: t.invite.subject,
    preheader: t.invite.preheader,
    greeting: t.greeting,
    blocks: [
      t.invite.intro,
      { action: { label: t.invite.action, url } },
      t.invite.valid.replace('{until}', when(locale, new Date(invite.expires_at))),
      { note: t.invite.notYou },
    ],
  })
}

/** A member of staff's forgotten password: the link to the back office's reset page, valid 15 minutes (Medusa's reset token). */
export function staffPasswordResetMail(token: string, locale: Locale): RenderedMail {
  const t = TEXTS[locale]
  const url = storefrontUrl(`/admin/${locale}/reset-password`, { token })
  return renderMail({
    locale,
    subject: t.reset.subject,
    greeting: t.greeting,
    blocks: [t.reset.intro, { action: { label: t.reset.action, url } }, { note: t.reset.ignore }],
  })
}
