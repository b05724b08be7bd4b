import { orderPaymentMethod } from '../../rules/payment-methods'
import type { InvoiceData, InvoiceLine } from './invoice-data'
import { fill, INVOICE_TEXTS } from './invoice-texts'
import { moneyRows } from './money-rows'
import { formats, GREY, headerRow, letter, renderPdf } from './pdf-frame'

/** Writes the invoice as a PDF (A4, German or English as the data says). */
export async function invoicePdf(data: InvoiceData): Promise<Buffer> {
  const t = INVOICE_TEXTS[data.locale]
  const { price, percent, date } = formats(data.locale, data.currency_code, data.country)
  const paidWith = orderPaymentMethod([data.payment.provider_id])
  const method = paidWith === 'paypal' || paidWith === 'card' ? t.payment[paidWith] : t.payment.other

  const meta: [string, string][] = [
    [t.number, data.number],
    [t.issued, date(data.issued_at)],
    [t.delivery, date(data.delivery_date)],
    [t.order, String(data.order.display_id)],
    [t.orderDate, date(data.order.created_at)],
    ...(data.order.customer_number ? [[t.customerNumber, data.order.customer_number] as [string, string]] : []),
    ...(data.buyer.vat_id ? [[t.buyerVat, data.buyer.vat_id] as [string, string]] : []),
  ]
  const row = (line: InvoiceLine, index: number) => [
    String(index + 1),
    line.description,
    { text: String(line.quantity), alignment: 'right' },
    { text: price(line.unit_gross), alignment: 'right' },
    { text: `${percent(line.rate)} %`, alignment: 'right' },
    { text: price(line.listed ?? line.gross), alignment: 'right' },
  ]
  const right = (text: string) => ({ text, alignment: 'right' })
  const totals: unknown[][] = data.money
    ? [
        ...moneyRows(data.money, data.locale, price),
        ...data.taxes.flatMap((group) => [
          [fill(t.taxBase, { rate: percent(group.rate) }), right(price(group.net))],
          [fill(t.vat, { rate: percent(group.rate) }), right(price(group.tax))],
        ]),
        [t.net, right(price(data.totals.net))],
      ]
    : [
        ...data.taxes.flatMap((group) => [
          [fill(t.taxBase, { rate: percent(group.rate) }), { text: price(group.net), alignment: 'right' }],
          [fill(t.vat, { rate: percent(group.rate) }), { text: price(group.tax), alignment: 'right' }],
        ]),
        [t.net, { text: price(data.totals.net), alignment: 'right' }],
        ...(data.totals.discount > 0 ? [[t.discount, { text: price(data.totals.discount), alignment: 'right' }]] : []),
        [
          { text: t.gross, bold: true },
          { text: price(data.totals.gross), alignment: 'right', bold: true },
        ],
      ]
  const terms = data.payment.bank_transfer || paidWith === 'bank_transfer' ? (data.payment.paid ? t.termsBankPaid : t.termsBank) : fill(t.termsPaid, { method })
  const bank = data.payment.bank
  const definition = letter({
    locale: data.locale,
    seller: data.seller,
    title: `${t.title} ${data.number}`,
    addressee: data.buyer,
    facts: meta,
    shipTo: data.shipping_address,
    body: [
      {
        table: {
          headerRows: 1,
          widths: [22, '*', 32, 80, 36, 80],
          body: [
            headerRow([
              t.position,
              t.description,
              { text: t.quantity, alignment: 'right' },
              { text: t.unitPrice, alignment: 'right' },
              { text: t.rate, alignment: 'right' },
              { text: t.amount, alignment: 'right' },
            ]),
            ...data.lines.map(row),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { columns: [{ text: '' }, { table: { widths: ['*', 90], body: totals }, layout: 'noBorders', width: 260 }], margin: [0, 12, 0, 0] },
      ...(data.taxes.every((group) => group.rate === 0) ? [{ text: t.noVat, color: GREY, margin: [0, 8, 0, 0] }] : []),
      { text: t.deliveryNote, color: GREY, margin: [0, 16, 0, 0] },
      { text: terms, margin: [0, 6, 0, 0] },
      ...(bank
        ? [
            {
              margin: [0, 8, 0, 0],
              table: {
                widths: ['auto', '*'],
                body: [
                  [{ text: t.bank, bold: true, colSpan: 2 }, ''],
                  [t.holder, bank.account_holder],
                  ['IBAN', bank.iban],
                  ['BIC', bank.bic],
                  ['Bank', bank.bank_name],
                  [t.reference, data.payment.reference],
                ],
              },
              layout: 'noBorders',
            },
          ]
        : []),
      { text: t.thanks, margin: [0, 18, 0, 0] },
    ],
  })
  return renderPdf(definition)
}
