import pdfmake from "pdfmake"
import type { InvoiceData, InvoiceLine } from "./invoice-data"
import { INVOICE_TEXTS, fill } from "./invoice-texts"
import { paymentMethodOf } from "../../shop/payment-methods"

// PDF's built-in Helvetica (WinAnsi: umlauts, ß and € included): no font files to ship.
const HELVETICA = { normal: "Helvetica", bold: "Helvetica-Bold", italics: "Helvetica-Oblique", bolditalics: "Helvetica-BoldOblique" }
pdfmake.setFonts({ Helvetica: HELVETICA })
// An invoice embeds nothing from outside: no URL, and no local file but pdfkit's own standard font metrics.
pdfmake.setUrlAccessPolicy(() => false)
pdfmake.setLocalAccessPolicy((path) => Object.values(HELVETICA).includes(path))

const GOLD = "#8a6d1f"
const GREY = "#57534e"

/** Writes the invoice as a PDF (A4, German or English as the data says). */
export async function invoicePdf(data: InvoiceData): Promise<Buffer> {
  const t = INVOICE_TEXTS[data.locale]
  const money = new Intl.NumberFormat(t.dateTag, { style: "currency", currency: data.currency_code.toUpperCase() })
  const price = (value: number) => money.format(value)
  const percent = (rate: number) => new Intl.NumberFormat(t.dateTag, { maximumFractionDigits: 2 }).format(rate)
  const date = (iso: string) => new Date(iso).toLocaleDateString(t.dateTag, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Berlin" })
  const s = data.seller
  const sellerLine = `${s.name} · ${s.street} · ${s.postal_code} ${s.city}`
  const paidWith = paymentMethodOf(data.payment.provider_id)
  const method = paidWith === "paypal" || paidWith === "card" ? t.payment[paidWith] : t.payment.other

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
    { text: String(line.quantity), alignment: "right" },
    { text: price(line.unit_gross), alignment: "right" },
    { text: `${percent(line.rate)} %`, alignment: "right" },
    { text: price(line.gross), alignment: "right" },
  ]
  const totals: unknown[][] = [
    ...data.taxes.flatMap((group) => [
      [fill(t.taxBase, { rate: percent(group.rate) }), { text: price(group.net), alignment: "right" }],
      [fill(t.vat, { rate: percent(group.rate) }), { text: price(group.tax), alignment: "right" }],
    ]),
    [t.net, { text: price(data.totals.net), alignment: "right" }],
    ...(data.totals.discount > 0 ? [[t.discount, { text: price(data.totals.discount), alignment: "right" }]] : []),
    [{ text: t.gross, bold: true }, { text: price(data.totals.gross), alignment: "right", bold: true }],
  ]
  const terms = data.payment.bank_transfer ? t.termsBank : fill(t.termsPaid, { method })
  const bank = data.payment.bank
  const definition = {
    pageSize: "A4",
    pageMargins: [56, 56, 56, 90],
    info: { title: `${t.title} ${data.number}`, author: s.name, subject: `${t.title} ${data.number}` },
    defaultStyle: { font: "Helvetica", fontSize: 9.5, lineHeight: 1.2, color: "#1c1917" },
    footer: (page: number, pages: number) => ({
      margin: [56, 20, 56, 0],
      columns: [
        { text: [`${s.name} · ${s.street} · ${s.postal_code} ${s.city} · ${s.country[data.locale]}\n`, `${t.vatId} ${s.vat_id} · ${t.register}: ${s.register} · ${t.directors}: ${s.managing_directors}`], fontSize: 7.5, color: GREY },
        { text: fill(t.page, { page, pages }), alignment: "right", fontSize: 7.5, color: GREY, width: 80 },
      ],
    }),
    content: [
      {
        columns: [
          { stack: [{ text: s.name, fontSize: 16, bold: true, color: GOLD }, { text: `${s.street}\n${s.postal_code} ${s.city}\n${s.country[data.locale]}\n${s.email} · ${s.phone}`, color: GREY, margin: [0, 4, 0, 0] }] },
          { text: `${t.vatId} ${s.vat_id}`, alignment: "right", color: GREY, width: 180 },
        ],
      },
      { text: sellerLine, fontSize: 7, color: GREY, margin: [0, 28, 0, 2] },
      {
        columns: [
          { stack: [...(data.buyer.company ? [data.buyer.company] : []), data.buyer.name, ...data.buyer.lines] },
          { table: { widths: ["auto", "*"], body: meta.map(([label, value]) => [{ text: label, color: GREY }, { text: value, alignment: "right" }]) }, layout: "noBorders", width: 220 },
        ],
      },
      ...(data.shipping_address
        ? [{ text: [{ text: `${t.shipTo}: `, color: GREY }, [data.shipping_address.company, data.shipping_address.name, ...data.shipping_address.lines].filter(Boolean).join(", ")], margin: [0, 12, 0, 0] }]
        : []),
      { text: `${t.title} ${data.number}`, fontSize: 15, bold: true, margin: [0, 24, 0, 10] },
      {
        table: {
          headerRows: 1,
          widths: [22, "*", 32, 80, 36, 80],
          body: [
            [t.position, t.description, { text: t.quantity, alignment: "right" }, { text: t.unitPrice, alignment: "right" }, { text: t.rate, alignment: "right" }, { text: t.amount, alignment: "right" }].map((cell) =>
              typeof cell === "string" ? { text: cell, bold: true } : { ...cell, bold: true },
            ),
            ...data.lines.map(row),
          ],
        },
        layout: "lightHorizontalLines",
      },
      { columns: [{ text: "" }, { table: { widths: ["*", 90], body: totals }, layout: "noBorders", width: 260 }], margin: [0, 12, 0, 0] },
      ...(data.taxes.every((group) => group.rate === 0) ? [{ text: t.noVat, color: GREY, margin: [0, 8, 0, 0] }] : []),
      { text: t.deliveryNote, color: GREY, margin: [0, 16, 0, 0] },
      { text: terms, margin: [0, 6, 0, 0] },
      ...(bank
        ? [
            {
              margin: [0, 8, 0, 0],
              table: {
                widths: ["auto", "*"],
                body: [
                  [{ text: t.bank, bold: true, colSpan: 2 }, ""],
                  [t.holder, bank.account_holder],
                  ["IBAN", bank.iban],
                  ["BIC", bank.bic],
                  ["Bank", bank.bank_name],
                  [t.reference, data.payment.reference],
                ],
              },
              layout: "noBorders",
            },
          ]
        : []),
      { text: t.thanks, margin: [0, 18, 0, 0] },
    ],
  }
  return pdfmake.createPdf(definition).getBuffer()
}
