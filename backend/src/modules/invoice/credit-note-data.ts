import { roundCents as cents } from '../../rules/money'
import type { InvoiceAddress, InvoiceData, InvoiceLocale } from './invoice-data'
import type { Seller } from './seller'

/** A position: a returned piece with its quantity, or (a refund without a return) the refund at one VAT rate. */
type CreditNoteLine = { description: string; quantity?: number; gross: number; net: number; tax: number; rate: number }

/** A piece that came back: its description as the invoice wrote it, how many, their value as charged, its VAT rate. */
export type ReturnedPiece = { description: string; quantity: number; value: number; rate: number }

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
  /** The code of the gift card the amount went back onto (rules/gift-cards.ts `cardShares`); none: the way the shopper paid. */
  gift_card?: string
  /** The returns whose pieces the lines name: a later credit note names only returns received since. */
  returns?: string[]
}

export type CreditedRefund = {
  id: string
  amount: number
  created_at: string | Date
  note?: string | null
  reason?: string | null
  /** The gift card's code when the amount went back onto a card rather than to a money payment. */
  gift_card?: string | null
}

const TEXTS = {
  de: { line: 'Erstattung zu Rechnung {invoice}', rate: ' ({rate} % USt.)' },
  en: { line: 'Refund on invoice {invoice}', rate: ' ({rate} % VAT)' },
} as const

type Share = { weight: number; rate: number; description: string; quantity?: number }

/** `amount` split over the invoice's VAT rates in the shares the invoice charged them, each named after the invoice. */
function invoiceShares(invoice: InvoiceData, amount: number): Share[] {
  const t = TEXTS[invoice.locale]
  const groups = invoice.taxes.length ? invoice.taxes : [{ rate: 0, net: 0, tax: 0, gross: 0 }]
  const label = t.line.replace('{invoice}', invoice.number)
  const charged = groups.reduce((sum, group) => sum + group.gross, 0)
  return groups.map((group) => ({
    weight: charged > 0 ? (amount * group.gross) / charged : amount / groups.length,
    rate: group.rate,
    description: `${label}${groups.length > 1 ? t.rate.replace('{rate}', String(group.rate)) : ''}`,
  }))
}

/**
 * After a return: the pieces at their value; what the refund gives beyond them is the shipping the invoice charged
 * (named as the invoice named it, up to what it cost), and anything beyond that the refund line of the invoice.
 */
function returnShares(invoice: InvoiceData, pieces: ReturnedPiece[], amount: number): Share[] {
  const shares: Share[] = pieces.map((piece) => ({ weight: piece.value, rate: piece.rate, description: piece.description, quantity: piece.quantity }))
  const beyond = cents(amount - pieces.reduce((sum, piece) => sum + piece.value, 0))
  if (beyond <= 0) return shares
  const shipping = invoice.lines.filter((line) => line.kind === 'shipping' && line.gross > 0)
  const charged = cents(shipping.reduce((sum, line) => sum + line.gross, 0))
  const back = Math.min(beyond, charged)
  for (const line of shipping) shares.push({ weight: (back * line.gross) / charged, rate: line.rate, description: line.description })
  return beyond > back ? [...shares, ...invoiceShares(invoice, cents(beyond - back))] : shares
}

/**
 * The credit note of a refund. After a return, one line per returned piece and its quantity, and the shipping given
 * back if the refund includes it; a refund less than the pieces are worth (after return shipping) is shared out in
 * the pieces' values, so the lines stay the amount refunded. Else the money given back split over the invoice's VAT
 * rates in the shares the invoice charged them (one rate, one line). VAT is taken out of each gross share at its
 * rate; the last line takes the rounding cent so the lines add up to the refund. Seller, buyer and language are the
 * invoice's, since it corrects that invoice.
 */
export function creditNoteData(input: {
  invoice: InvoiceData
  refund: CreditedRefund
  number: string
  issuedAt: Date
  seller: Seller
  returned?: { return_ids: string[]; pieces: ReturnedPiece[] }
}): CreditNoteData {
  const { invoice, refund } = input
  const amount = cents(refund.amount)
  const pieces = (input.returned?.pieces ?? []).filter((piece) => piece.value > 0)
  const shares = pieces.length ? returnShares(invoice, pieces, amount) : invoiceShares(invoice, amount)
  const weights = shares.reduce((sum, share) => sum + share.weight, 0)
  let left = amount
  const lines = shares.map((share, index): CreditNoteLine => {
    const gross = index === shares.length - 1 ? left : cents(weights > 0 ? (amount * share.weight) / weights : amount / shares.length)
    left = cents(left - gross)
    const tax = cents((gross * share.rate) / (100 + share.rate))
    return {
      description: share.description,
      ...(share.quantity === undefined ? {} : { quantity: share.quantity }),
      gross,
      tax,
      net: cents(gross - tax),
      rate: share.rate,
    }
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
    ...(refund.gift_card ? { gift_card: refund.gift_card } : {}),
    ...(pieces.length ? { returns: input.returned!.return_ids } : {}),
  }
}
