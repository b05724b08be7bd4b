import { COMPANY } from '../rules/company'
import type { Locale } from '../rules/languages'
import { formatMoney } from '../rules/money'
import { formatDate } from '../rules/shop-dates'
import { type RenderedMail, renderMail } from './layout'

const TEXTS = {
  de: {
    subject: 'Zahlungslink zu Ihrer Bestellung Nr. {id}',
    preheader: 'Offener Betrag: {amount}',
    greeting: 'Guten Tag {name},',
    body: 'zu Ihrer Bestellung Nr. {id} ist noch ein Betrag von {amount} offen. Über den folgenden Link können Sie ihn bequem online bezahlen (mit Kreditkarte oder PayPal, je nach Angebot).',
    order: 'Bestellnummer',
    amount: 'Offener Betrag',
    pay: 'Jetzt {amount} bezahlen',
    valid: 'Der Link ist bis zum {date} gültig und nur für Sie bestimmt; bitte leiten Sie ihn nicht weiter.',
    questions: `Fragen? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${COMPANY.phone} (${COMPANY.hours.de}).`,
    footer: 'Sie erhalten diese E-Mail, weil Sie in unserem Shop bestellt haben.',
  },
  en: {
    subject: 'Payment link for your order no. {id}',
    preheader: 'Amount outstanding: {amount}',
    greeting: 'Hello {name},',
    body: 'an amount of {amount} is still outstanding on your order no. {id}. You can pay it online (by credit card or PayPal, as offered) through the link below.',
    order: 'Order number',
    amount: 'Amount outstanding',
    pay: 'Pay {amount} now',
    valid: 'The link is valid until {date} and meant for you alone; please do not pass it on.',
    questions: `Questions? Simply reply to this email or call us: ${COMPANY.phone} (${COMPANY.hours.en}).`,
    footer: 'You are receiving this email because you ordered from our shop.',
  },
} as const

type PaymentLinkMail = {
  locale: Locale
  /** the customer's name as the order's address has it, else the address */
  name: string
  displayId: number
  amount: number
  currency: string
  url: string
  expiresAt: Date
  country?: string | null
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

/** The mail with a payment link for what an order still owes, in the order's language. */
export function paymentLinkMail(input: PaymentLinkMail): RenderedMail {
  const t = TEXTS[input.locale]
  const values = {
    id: input.displayId,
    name: input.name,
    amount: formatMoney(input.amount, input.currency, input.locale),
    date: formatDate(input.expiresAt, input.locale, 'long', input.country),
  }
  return renderMail({
    locale: input.locale,
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    greeting: fill(t.greeting, values),
    blocks: [
      fill(t.body, values),
      {
        rows: [
          { label: t.order, value: String(input.displayId) },
          { label: t.amount, value: values.amount, strong: true, nowrap: true },
        ],
      },
      { action: { label: fill(t.pay, values), url: input.url } },
      { note: fill(t.valid, values) },
      t.questions,
    ],
    footer: { text: t.footer },
  })
}
