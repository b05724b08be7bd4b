import { roundCents as cents } from '../../rules/money'
import type { InvoiceAddress, InvoiceData, InvoiceLocale } from './invoice-data'
import type { Seller } from './seller'

type CreditNoteLine = { description: string; gross: number; net: number; tax: number; rate: number }

/** Everything printed on a credit note; stored with it, so the PDF can be written again from exactly this. */
export type CreditNoteData = {
  number: string
  locale: InvoiceLocale
  country?: InvoiceData['country']
  issued_at: string
  /** The invoice it corrects, with the order's money lines as that invoice states them. */
  invoice: { number: string; issued_at: string; delivery_date: string; money?: InvoiceData['money'] }
  order: InvoiceData['order']
  seller: Seller
  buyer: InvoiceAddress
  currency_code: string
  reason: string | null
  note: string | null
  lines: CreditNoteLine[]
  totals: { net: number; tax: number; gross: number }
  refund: { id: string; amount: number; created_at: string }
}

export type CreditedRefund = { id: string; amount: number; created_at: string | Date; note?: string | null; reason?: string | null }

const TEXTS = {
  de: { line: 'Erstattung zu Rechnung {invoice}', rate: ' ({rate} % USt.)' },
  en: { line: 'Refund on invoice {invoice}', rate: ' ({rate} % VAT)' },
} as const

/**
 * The credit note of a refund: the money given back, split over the invoice's VAT rates in the shares the invoice
 * charged them (one rate, one line), VAT taken out of each gross share; the last rate takes the rounding cent so the
 * lines add up to the refund. Seller, buyer and language are the invoice's, since it corrects that invoice.
 */
export function creditNoteData(input: { invoice: InvoiceData; refund: CreditedRefund; number: string; issuedAt: Date; seller: Seller }): CreditNoteData {
  const { invoice, refund } = input
  const amount = cents(refund.amount)
  const groups = invoice.taxes.length ? invoice.taxes : [{ rate: 0, net: 0, tax: 0, gross: 0 }]
  const invoiced = groups.reduce((sum, group) => sum + group.gross, 0)
  const t = TEXTS[invoice.locale]
  const label = t.line.replace('{invoice}', invoice.number)
  let left = amount
  const lines = groups.map((group, index): CreditNoteLine => {
    const share = index === groups.length - 1 ? left : cents(invoiced > 0 ? (amount * group.gross) / invoiced : amount / groups.length)
    left = cents(left - share)
    const tax = cents((share * group.rate) / (100 + group.rate))
    const rate = groups.length > 1 ? t.rate.replace('{rate}', String(group.rate)) : ''
    return { description: `${label}${rate}`, gross: share, tax, net: cents(share - tax), rate: group.rate }
  })
  return {
    number: input.number,
    locale: invoice.locale,
    country: invoice.country,
    issued_at: input.issuedAt.toISOString(),
    invoice: { number: invoice.number, issued_at: invoice.issued_at, delivery_date: invoice.delivery_date, ...(invoice.money ? { money: invoice.money } : {}) },
    order: invoice.order,
    seller: input.seller,
    buyer: invoice.buyer,
    currency_code: invoice.currency_code,
    reason: refund.reason?.trim() || null,
    note: refund.note?.trim() || null,
    lines,
    totals: { net: cents(lines.reduce((sum, line) => sum + line.net, 0)), tax: cents(lines.reduce((sum, line) => sum + line.tax, 0)), gross: amount },
    refund: { id: refund.id, amount, created_at: new Date(refund.created_at).toISOString() },
  }
}
