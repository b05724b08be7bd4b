import { PENDING_DAYS } from '../modules/newsletter/rules'
import { COMPANY } from '../rules/company'
import type { Locale } from '../rules/languages'
import { type RenderedMail, renderMail } from './layout'
import { storefrontUrl } from './storefront'

/** What a newsletter mail needs of its subscriber; `country` is a country the shop serves (the links' prefix). */
export type NewsletterRecipient = { email: string; locale: Locale; country: string; token: string; confirmation_token?: string | null }

/** A newsletter mail: rendered, with its List-Unsubscribe headers. */
export type NewsletterMail = RenderedMail & { headers: Record<string, string> }

const TEXTS = {
  de: {
    confirm: {
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      preheader: 'Ein Klick noch – dann erhalten Sie unseren Newsletter.',
      intro: `vielen Dank für Ihr Interesse am Newsletter von ${COMPANY.brand}. Bitte bestätigen Sie mit einem Klick, dass Sie ihn an {email} erhalten möchten:`,
      action: 'Anmeldung bestätigen',
      after: `Erst nach Ihrer Bestätigung erhalten Sie unseren Newsletter: etwa einmal im Monat neue Kollektionen, Angebote und Geschichten aus unserer Werkstatt. Der Link gilt ${PENDING_DAYS} Tage.`,
      notYou: `Sie haben sich nicht angemeldet? Dann hat jemand anderes Ihre Adresse eingegeben. Ignorieren Sie diese E-Mail einfach: Ohne Bestätigung erhalten Sie nichts von uns, und wir löschen die Anmeldung nach ${PENDING_DAYS} Tagen.`,
      footer: 'Sie erhalten diese E-Mail, weil Ihre Adresse für unseren Newsletter angemeldet wurde.',
    },
    welcome: {
      subject: `Willkommen beim Newsletter von ${COMPANY.brand}`,
      preheader: 'Ihre Anmeldung ist bestätigt.',
      intro:
        'Ihre Anmeldung ist bestätigt – schön, dass Sie dabei sind. Etwa einmal im Monat schreiben wir Ihnen von neuen Kollektionen, Angeboten und Geschichten aus unserer Werkstatt.',
      action: 'Zum Shop',
      footer: 'Sie erhalten diese E-Mail, weil Sie unseren Newsletter abonniert haben. Abbestellen können Sie ihn jederzeit:',
    },
    greeting: 'Guten Tag,',
    unsubscribe: 'Newsletter abbestellen',
  },
  en: {
    confirm: {
      subject: 'Please confirm your newsletter subscription',
      preheader: 'One more click and you will receive our newsletter.',
      intro: `thank you for your interest in the ${COMPANY.brand} newsletter. Please confirm with one click that you would like to receive it at {email}:`,
      action: 'Confirm subscription',
      after: `Only once you have confirmed will you receive our newsletter: about once a month, new collections, offers and stories from our workshop. The link is valid for ${PENDING_DAYS} days.`,
      notYou: `You did not sign up? Then someone else entered your address. Simply ignore this email: without your confirmation you will receive nothing from us, and we delete the sign-up after ${PENDING_DAYS} days.`,
      footer: 'You receive this email because your address was signed up for our newsletter.',
    },
    welcome: {
      subject: `Welcome to the ${COMPANY.brand} newsletter`,
      preheader: 'Your subscription is confirmed.',
      intro:
        'Your subscription is confirmed – we are glad to have you. About once a month we will write to you about new collections, offers and stories from our workshop.',
      action: 'Visit the shop',
      footer: 'You receive this email because you subscribed to our newsletter. You can unsubscribe at any time:',
    },
    greeting: 'Hello,',
    unsubscribe: 'Unsubscribe from the newsletter',
  },
} as const

/**
 * The unsubscribe link of every newsletter mail (the page with one button, in the subscriber's country) and its
 * List-Unsubscribe headers: mail clients offer their own button, which posts one click to the worker (RFC 8058).
 */
function unsubscribeLinks(recipient: NewsletterRecipient) {
  const page = storefrontUrl(`/${recipient.country}/newsletter/unsubscribe`, { token: recipient.token })
  const oneClick = storefrontUrl('/api/newsletter/unsubscribe', { token: recipient.token, country: recipient.country })
  return { page, headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
}

/** The double opt-in mail: the confirmation link to the storefront page in the subscriber's country and language. */
export function newsletterConfirmationMail(recipient: NewsletterRecipient): NewsletterMail {
  if (!recipient.confirmation_token) throw new Error(`newsletter sign-up of ${recipient.email} has no confirmation token`)
  const t = TEXTS[recipient.locale]
  const unsubscribe = unsubscribeLinks(recipient)
  const confirm = storefrontUrl(`/${recipient.country}/newsletter/confirm`, { token: recipient.confirmation_token })
  const mail = renderMail({
    locale: recipient.locale,
    subject: t.confirm.subject,
    preheader: t.confirm.preheader,
    greeting: t.greeting,
    blocks: [
      t.confirm.intro.replace('{email}', recipient.email),
      { action: { label: t.confirm.action, url: confirm } },
      t.confirm.after,
      { note: t.confirm.notYou },
    ],
    footer: { text: t.confirm.footer, link: { label: t.unsubscribe, url: unsubscribe.page } },
  })
  return { ...mail, headers: unsubscribe.headers }
}

/** The welcome after the confirmation: the first newsletter mail, with its unsubscribe link. */
export function newsletterWelcomeMail(recipient: NewsletterRecipient): NewsletterMail {
  const t = TEXTS[recipient.locale]
  const unsubscribe = unsubscribeLinks(recipient)
  const mail = renderMail({
    locale: recipient.locale,
    subject: t.welcome.subject,
    preheader: t.welcome.preheader,
    greeting: t.greeting,
    blocks: [t.welcome.intro, { action: { label: t.welcome.action, url: storefrontUrl(`/${recipient.country}`) } }],
    footer: { text: t.welcome.footer, link: { label: t.unsubscribe, url: unsubscribe.page } },
  })
  return { ...mail, headers: unsubscribe.headers }
}
