import { roundCents } from '../../rules/money'
import type { CreditNoteData } from './credit-note-data'
import { fill, INVOICE_TEXTS } from './invoice-texts'
import { moneyRows } from './money-rows'
import { formats, GREY, headerRow, letter, renderPdf } from './pdf-frame'

const TEXTS = {
  de: {
    title: 'Rechnungskorrektur',
    number: 'Nummer',
    issued: 'Datum',
    corrects: 'Korrigiert Rechnung',
    invoiceDate: 'vom',
    reason: 'Grund',
    intro: 'Wir korrigieren unsere Rechnung {invoice} vom {date} um den folgenden Betrag zu Ihren Gunsten:',
    invoiced: 'Beträge der Rechnung {invoice}',
    amount: 'Korrekturbetrag (brutto)',
    total: 'Erstattungsbetrag (brutto)',
    paidBack: 'Der Betrag wird bzw. wurde auf dem Weg Ihrer Zahlung erstattet.',
    giftCard: 'Der Betrag wurde Ihrem Geschenkgutschein {code} wieder gutgeschrieben.',
  },
  en: {
    title: 'Credit note',
    number: 'Number',
    issued: 'Date',
    corrects: 'Corrects invoice',
    invoiceDate: 'dated',
    reason: 'Reason',
    intro: 'We correct our invoice {invoice} dated {date} by the following amount in your favour:',
    invoiced: 'Amounts of invoice {invoice}',
    amount: 'Correction (gross)',
    total: 'Amount refunded (gross)',
    paidBack: 'The amount is or has been refunded the way you paid.',
    giftCard: 'The amount has been credited back to your gift card {code}.',
  },
} as const

/** Net and VAT per rate: returned pieces of one rate are taxed together. */
function byRate(lines: CreditNoteData['lines']) {
  const groups = new Map<number, { rate: number; net: number; tax: number }>()
  for (const line of lines) {
    const group = groups.get(line.rate) ?? { rate: line.rate, net: 0, tax: 0 }
    groups.set(line.rate, { rate: line.rate, net: roundCents(group.net + line.net), tax: roundCents(group.tax + line.tax) })
  }
  return [...groups.values()]
}

/** Writes the credit note (Rechnungskorrektur) as a PDF in the letterhead of the invoices. */
export async function creditNotePdf(data: CreditNoteData): Promise<Buffer> {
  const t = TEXTS[data.locale]
  const i = INVOICE_TEXTS[data.locale]
  const { price, percent, date } = formats(data.locale, data.currency_code, data.country)
  const facts: [string, string][] = [
    [t.number, data.number],
    [t.issued, date(data.issued_at)],
    [t.corrects, data.invoice.number],
    [t.invoiceDate, date(data.invoice.issued_at)],
    [i.delivery, date(data.invoice.delivery_date)],
    [i.order, String(data.order.display_id)],
    ...(data.order.customer_number ? [[i.customerNumber, data.order.customer_number] as [string, string]] : []),
    ...(data.buyer.vat_id ? [[i.buyerVat, data.buyer.vat_id] as [string, string]] : []),
  ]
  const totals = [
    ...byRate(data.lines).flatMap((line) => [
      [fill(i.taxBase, { rate: percent(line.rate) }), { text: price(-line.net), alignment: 'right' }],
      [fill(i.vat, { rate: percent(line.rate) }), { text: price(-line.tax), alignment: 'right' }],
    ]),
    [
      { text: t.total, bold: true },
      { text: price(data.totals.gross), alignment: 'right', bold: true },
    ],
  ]
  return renderPdf(
    letter({
      locale: data.locale,
      seller: data.seller,
      title: `${t.title} ${data.number}`,
      addressee: data.buyer,
      facts,
      shipTo: null,
      body: [
        { text: fill(t.intro, { invoice: data.invoice.number, date: date(data.invoice.issued_at) }), margin: [0, 0, 0, 10] },
        {
          table: {
            headerRows: 1,
            widths: [22, '*', 30, 36, 90],
            body: [
              headerRow([
                i.position,
                i.description,
                { text: i.quantity, alignment: 'right' },
                { text: i.rate, alignment: 'right' },
                { text: t.amount, alignment: 'right' },
              ]),
              ...data.lines.map((line, index) => [
                String(index + 1),
                line.description,
                { text: line.quantity === undefined ? '' : String(line.quantity), alignment: 'right' },
                { text: `${percent(line.rate)} %`, alignment: 'right' },
                { text: price(-line.gross), alignment: 'right' },
              ]),
            ],
          },
          layout: 'lightHorizontalLines',
        },
        { columns: [{ text: '' }, { table: { widths: ['*', 90], body: totals }, layout: 'noBorders', width: 260 }], margin: [0, 12, 0, 0] },
        // the order's money as the corrected invoice states it, so the refund reads against the same lines
        ...(data.invoice.money
          ? [
              { text: fill(t.invoiced, { invoice: data.invoice.number }), color: GREY, margin: [0, 16, 0, 4] },
              {
                columns: [
                  { text: '' },
                  { table: { widths: ['*', 90], body: moneyRows(data.invoice.money, data.locale, price) }, layout: 'noBorders', width: 260, color: GREY },
                ],
              },
            ]
          : []),
        ...(data.reason || data.note
          ? [{ text: [{ text: `${t.reason}: `, color: GREY }, [data.reason, data.note].filter(Boolean).join(' – ')], margin: [0, 16, 0, 0] }]
          : []),
        { text: data.gift_card ? fill(t.giftCard, { code: data.gift_card }) : t.paidBack, margin: [0, 8, 0, 0] },
        { text: i.thanks, margin: [0, 18, 0, 0] },
      ],
    }),
  )
}
