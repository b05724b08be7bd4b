import pdfmake from 'pdfmake'
import { formatMoney } from '../../rules/money'
import { formatDate } from '../../rules/shop-dates'
import { formatRate } from '../../rules/vat-words'
import type { InvoiceAddress, InvoiceLocale } from './invoice-data'
import { fill, INVOICE_TEXTS } from './invoice-texts'
import type { Seller } from './seller'

// PDF's built-in Helvetica (WinAnsi: umlauts, ß and € included): no font files to ship.
const HELVETICA = { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' }
pdfmake.setFonts({ Helvetica: HELVETICA })
// A document embeds nothing from outside: no URL, and no local file but pdfkit's own standard font metrics.
pdfmake.setUrlAccessPolicy(() => false)
pdfmake.setLocalAccessPolicy((path) => Object.values(HELVETICA).includes(path))

const GOLD = '#8a6d1f'
export const GREY = '#57534e'

/** Dates, amounts and percentages as the document's language writes them; dates as the order's country does. */
export function formats(locale: InvoiceLocale, currency: string, country?: string | null) {
  return {
    price: (value: number) => formatMoney(value, currency, locale),
    percent: (rate: number) => formatRate(rate, locale),
    date: (iso: string) => formatDate(iso, locale, 'numeric', country),
  }
}

const addressLine = (address: InvoiceAddress) => [address.company, address.name, ...address.lines].filter(Boolean).join(', ')

/**
 * The shop's letterhead for every document (invoice, credit note, packing slip): A4, the seller on top and in the
 * footer with its legal entries and page numbers, the addressee with the document's facts beside it, the delivery
 * address, the title, then `body`.
 */
export function letter(input: {
  locale: InvoiceLocale
  seller: Seller
  title: string
  addressee: InvoiceAddress
  facts: [string, string][]
  shipTo: InvoiceAddress | null
  body: unknown[]
}): Record<string, unknown> {
  const t = INVOICE_TEXTS[input.locale]
  const s = input.seller
  return {
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 90],
    info: { title: input.title, author: s.name, subject: input.title },
    defaultStyle: { font: 'Helvetica', fontSize: 9.5, lineHeight: 1.2, color: '#1c1917' },
    footer: (page: number, pages: number) => ({
      margin: [56, 20, 56, 0],
      columns: [
        {
          text: [
            `${s.name} · ${s.street} · ${s.postal_code} ${s.city} · ${s.country[input.locale]}\n`,
            `${t.vatId} ${s.vat_id} · ${t.register}: ${s.register} · ${t.directors}: ${s.managing_directors}`,
          ],
          fontSize: 7.5,
          color: GREY,
        },
        { text: fill(t.page, { page, pages }), alignment: 'right', fontSize: 7.5, color: GREY, width: 80 },
      ],
    }),
    content: letterContent(input),
  }
}

/** The letter's content without page settings: one order's pages in a bundle of several (packing slips). */
export function letterContent(input: Parameters<typeof letter>[0]): unknown[] {
  const t = INVOICE_TEXTS[input.locale]
  const s = input.seller
  return [
    {
      columns: [
        {
          stack: [
            { text: s.name, fontSize: 16, bold: true, color: GOLD },
            { text: `${s.street}\n${s.postal_code} ${s.city}\n${s.country[input.locale]}\n${s.email} · ${s.phone}`, color: GREY, margin: [0, 4, 0, 0] },
          ],
        },
        { text: `${t.vatId} ${s.vat_id}`, alignment: 'right', color: GREY, width: 180 },
      ],
    },
    { text: `${s.name} · ${s.street} · ${s.postal_code} ${s.city}`, fontSize: 7, color: GREY, margin: [0, 28, 0, 2] },
    {
      columns: [
        { stack: [...(input.addressee.company ? [input.addressee.company] : []), input.addressee.name, ...input.addressee.lines] },
        {
          table: {
            widths: ['auto', '*'],
            body: input.facts.map(([label, value]) => [
              { text: label, color: GREY },
              { text: value, alignment: 'right' },
            ]),
          },
          layout: 'noBorders',
          width: 220,
        },
      ],
    },
    ...(input.shipTo ? [{ text: [{ text: `${t.shipTo}: `, color: GREY }, addressLine(input.shipTo)], margin: [0, 12, 0, 0] }] : []),
    { text: input.title, fontSize: 15, bold: true, margin: [0, 24, 0, 10] },
    ...input.body,
  ]
}

/** A table's header row in bold. */
export const headerRow = (cells: (string | { text: string; alignment: string })[]) =>
  cells.map((cell) => (typeof cell === 'string' ? { text: cell, bold: true } : { ...cell, bold: true }))

export const renderPdf = (definition: Record<string, unknown>): Promise<Buffer> => pdfmake.createPdf(definition as never).getBuffer()
