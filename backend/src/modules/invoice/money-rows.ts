import { type MoneyLine, moneyLabel } from '../../rules/order-money'
import type { InvoiceLocale } from './invoice-data'
import { fill, INVOICE_TEXTS } from './invoice-texts'

/**
 * An order's money lines up to the total (src/shop/order-money.ts) as rows of a PDF's totals table, worded in the
 * document's language: invoices and credit notes state them as every other document of the order does. The VAT a
 * total includes is left to the documents' breakdown per rate; tax added to net prices is a row of its own.
 *
 * A gift card or store credit is a means of payment, not a discount (a multi-purpose voucher, § 3 Abs. 15 UStG: its
 * sale bore no VAT, the goods bear their full VAT now): on these documents the total is the goods' and shipping's
 * whole amount, and what cards and credit paid follows it, with what is still to pay.
 */
export function moneyRows(lines: readonly MoneyLine[], locale: InvoiceLocale, price: (value: number) => string): unknown[][] {
  const t = INVOICE_TEXTS[locale]
  const right = (text: string, bold = false) => ({ text, alignment: 'right', ...(bold ? { bold } : {}) })
  // a discount's minus as Intl writes it: the PDF's standard font has no "−"
  const amountOf = (line: MoneyLine) => (line.kind === 'shipping' && line.amount === 0 ? t.free : price(line.amount ?? 0))
  const row = (line: MoneyLine) => {
    const label = moneyLabel(line, locale, {
      subtotal: t.subtotal,
      discount: (code) => (code ? `${t.discountCode} (${code})` : t.discountCode),
      shipping: t.shipping,
      giftCard: t.giftCard,
      storeCredit: t.storeCredit,
      total: t.gross,
      taxIncluded: (rate) => fill(t.vat, { rate }),
      taxIncludedPlain: t.vatPlain,
      taxFreeExport: t.noVat,
      taxVoucher: t.multiPurposeVoucher,
      taxAdded: (rate) => (rate === null ? t.vatPlain : fill(t.vat, { rate })),
    })
    return line.kind === 'total' ? [{ text: label, bold: true }, right(amountOf(line), true)] : [label, right(amountOf(line))]
  }
  const credits = lines.filter((line) => line.kind === 'credit' && (line.amount ?? 0) !== 0)
  const paid = -credits.reduce((sum, line) => sum + (line.amount ?? 0), 0)
  const total = lines.find((line) => line.kind === 'total')?.amount ?? 0
  // the VAT a total includes follows in the breakdown per rate; only VAT added to net prices is a row of its own
  const rows = lines
    .filter((line) => line.amount !== null && line.kind !== 'credit' && !(line.kind === 'tax' && line.label !== 'taxAdded'))
    .map((line) => row(line.kind === 'total' && paid ? { ...line, amount: Math.round((total + paid) * 100) / 100 } : line))
  if (!paid) return rows
  return [...rows, ...credits.map(row), [{ text: t.due, bold: true }, right(price(total), true)]]
}
