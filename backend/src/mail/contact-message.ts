import { type RenderedMail, renderMail } from './layout'
import { storefrontUrl } from './storefront'

/** A stored message of the contact form, as the shop's mail about it needs it. */
export type ContactMessageMailInput = {
  id: string
  name: string
  email: string
  phone?: string | null
  subject?: string | null
  message: string
  locale?: string | null
  country_code?: string | null
  product_handle?: string | null
  product_title?: string | null
}

/**
 * The shop's own mail about a new message of the contact form (to the shop's address, in German: the staff's
 * language): who wrote, about which piece when it was asked from a product page, the text, and the message in the
 * back office, where it is marked answered. Replying answers the sender (the sender's Reply-To).
 */
export function contactMessageMail(message: ContactMessageMailInput): RenderedMail & { headers: Record<string, string> } {
  const piece = message.product_title ?? message.product_handle
  const subject = piece ? `Frage zu „${piece}“ von ${message.name}` : `Kontaktanfrage von ${message.name}${message.subject ? `: ${message.subject}` : ''}`
  const rows = [
    { label: 'Name', value: message.name },
    { label: 'E-Mail', value: message.email },
    ...(message.phone ? [{ label: 'Telefon', value: message.phone }] : []),
    ...(message.locale || message.country_code
      ? [{ label: 'Sprache · Land', value: [message.locale, message.country_code?.toUpperCase()].filter(Boolean).join(' · ') }]
      : []),
    ...(message.subject ? [{ label: 'Betreff', value: message.subject }] : []),
    ...(piece ? [{ label: 'Schmuckstück', value: piece }] : []),
  ]
  const mail = renderMail({
    locale: 'de',
    subject,
    preheader: message.message.slice(0, 120),
    closing: false,
    blocks: [
      piece ? 'Über „Frage zu diesem Stück“ einer Produktseite ist eine Nachricht eingegangen.' : 'Über das Kontaktformular ist eine Nachricht eingegangen.',
      { heading: 'Absender', rows },
      { heading: 'Nachricht', lines: message.message.split('\n') },
      ...(message.product_handle ? [{ heading: 'Produktseite', lines: [storefrontUrl(`/de/products/${encodeURIComponent(message.product_handle)}`)] }] : []),
      { action: { label: 'In der Verwaltung öffnen', url: storefrontUrl(`/admin/de/contact-messages/${encodeURIComponent(message.id)}`) } },
      { note: 'Antworten Sie direkt auf diese E-Mail: Die Antwort geht an den Absender.' },
    ],
  })
  return { ...mail, headers: { 'Reply-To': message.email } }
}
