import { fill } from '../../modules/invoice/invoice-texts'
import { renderPdf } from '../../modules/invoice/pdf-frame'
import { COMPANY } from '../../rules/company'
import type { Locale } from '../../rules/languages'
import { formatMoney } from '../../rules/money'
import { formatDate } from '../../rules/shop-dates'

const GOLD = '#8a6d1f'
const INK = '#1c1917'
const GREY = '#57534e'

const TEXTS = {
  de: {
    title: 'Geschenkgutschein',
    for: 'für {name}',
    code: 'Gutscheincode',
    valid: 'Gültig bis {date}',
    always: 'Ohne Ablaufdatum',
    redeem: 'Einzulösen im Warenkorb oder an der Kasse auf {shop}, auch in Teilen: der Rest bleibt für die nächste Bestellung.',
  },
  en: {
    title: 'Gift card',
    for: 'for {name}',
    code: 'Gift card code',
    valid: 'Valid until {date}',
    always: 'No expiry date',
    redeem: 'Redeem in the cart or at checkout on {shop}, in part too: what is left stays for the next order.',
  },
} as const

type GiftCardLetter = {
  locale: Locale
  code: string
  value: number
  currency: string
  expiresAt: string | null
  recipientName: string | null
  message: string | null
  shop: string
  country?: string | null
}

/**
 * The gift card as a designed page (A5 landscape): a gold frame, the shop's name, the amount, the recipient and the
 * buyer's message, the code in large letters, its validity and how to redeem it. Built with pdfmake in the
 * invoices' standard font (pdf-frame.ts), so nothing is embedded from outside.
 */
export function giftCardPdf(card: GiftCardLetter): Promise<Buffer> {
  const t = TEXTS[card.locale]
  const width = 595.28
  const height = 419.53
  return renderPdf({
    pageSize: 'A5',
    pageOrientation: 'landscape',
    pageMargins: [56, 48, 56, 40],
    info: { title: `${t.title} ${card.code}`, author: COMPANY.name },
    defaultStyle: { font: 'Helvetica', fontSize: 10, color: INK },
    background: () => ({
      canvas: [
        { type: 'rect', x: 18, y: 18, w: width - 36, h: height - 36, lineWidth: 2, lineColor: GOLD },
        { type: 'rect', x: 24, y: 24, w: width - 48, h: height - 48, lineWidth: 0.5, lineColor: GOLD },
      ],
    }),
    content: [
      { text: COMPANY.name.toUpperCase(), color: GOLD, fontSize: 9, characterSpacing: 3, alignment: 'center' },
      { text: t.title, fontSize: 26, alignment: 'center', margin: [0, 14, 0, 4] },
      { text: formatMoney(card.value, card.currency, card.locale), fontSize: 34, bold: true, color: GOLD, alignment: 'center' },
      ...(card.recipientName ? [{ text: fill(t.for, { name: card.recipientName }), fontSize: 13, alignment: 'center', margin: [0, 6, 0, 0] }] : []),
      ...(card.message ? [{ text: `„${card.message}“`, italics: true, color: GREY, alignment: 'center', margin: [40, 10, 40, 0] }] : []),
      { text: t.code, color: GREY, fontSize: 8, alignment: 'center', margin: [0, 16, 0, 2] },
      // no letter spacing: the code must come out of the PDF as it is typed (copied, read aloud by a screen reader)
      { text: card.code, fontSize: 18, bold: true, alignment: 'center' },
      {
        text: card.expiresAt ? fill(t.valid, { date: formatDate(card.expiresAt, card.locale, 'long', card.country) }) : t.always,
        color: GREY,
        fontSize: 9,
        alignment: 'center',
        margin: [0, 6, 0, 0],
      },
      { text: fill(t.redeem, { shop: card.shop }), color: GREY, fontSize: 8, alignment: 'center', margin: [30, 12, 30, 0] },
    ],
  })
}
