import { fill } from '../modules/invoice/invoice-texts'
import type { Locale } from '../rules/languages'
import { formatMoney } from '../rules/money'
import { formatDate } from '../rules/shop-dates'
import { type RenderedMail, renderMail } from './layout'

const TEXTS = {
  de: {
    subject: 'Ihr Geschenkgutschein über {amount}',
    preheader: 'Gutscheincode {code}',
    greeting: 'Guten Tag {name},',
    body: 'für Sie liegt ein Geschenkgutschein über {amount} bereit. Den Gutschein zum Ausdrucken finden Sie im Anhang.',
    from: '{from} schreibt dazu:',
    code: 'Gutscheincode',
    amount: 'Wert',
    valid: 'Gültig bis',
    always: 'ohne Ablaufdatum',
    redeem: 'Geben Sie den Code im Warenkorb oder an der Kasse ein; was Sie nicht ausgeben, bleibt für Ihre nächste Bestellung.',
    shop: 'Zum Shop',
    footer: 'Sie erhalten diese E-Mail, weil Ihnen ein Gutschein unseres Shops geschenkt wurde.',
  },
  en: {
    subject: 'Your gift card worth {amount}',
    preheader: 'Gift card code {code}',
    greeting: 'Hello {name},',
    body: 'a gift card worth {amount} is waiting for you. You will find it ready to print attached.',
    from: '{from} writes:',
    code: 'Gift card code',
    amount: 'Value',
    valid: 'Valid until',
    always: 'no expiry date',
    redeem: 'Enter the code in the cart or at checkout; what you do not spend stays for your next order.',
    shop: 'Visit the shop',
    footer: 'You are receiving this email because someone gave you a gift card of our shop.',
  },
} as const

type GiftCardMail = {
  locale: Locale
  code: string
  value: number
  currency: string
  expiresAt: string | null
  /** Whom the mail greets: the recipient's name, else the address. */
  name: string
  /** The buyer's name and message, when the buyer wrote one. */
  from: string | null
  message: string | null
  shopUrl: string
  country?: string | null
}

/** The mail that delivers a gift card (its PDF attached by the sender), in the buyer's language. */
export function giftCardMail(input: GiftCardMail): RenderedMail {
  const t = TEXTS[input.locale]
  const values = { amount: formatMoney(input.value, input.currency, input.locale), code: input.code, name: input.name, from: input.from ?? '' }
  return renderMail({
    locale: input.locale,
    subject: fill(t.subject, values),
    preheader: fill(t.preheader, values),
    greeting: fill(t.greeting, values),
    blocks: [
      fill(t.body, values),
      ...(input.message ? [input.from ? `${fill(t.from, values)}\n„${input.message}“` : `„${input.message}“`] : []),
      {
        rows: [
          { label: t.code, value: input.code, strong: true, nowrap: true },
          { label: t.amount, value: values.amount, nowrap: true },
          { label: t.valid, value: input.expiresAt ? formatDate(input.expiresAt, input.locale, 'long', input.country) : t.always },
        ],
      },
      t.redeem,
      { action: { label: t.shop, url: input.shopUrl } },
    ],
    footer: { text: t.footer },
  })
}
