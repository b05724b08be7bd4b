// An order's money as every document states it — confirmation page and account order page, order mails, invoice,
// back office: subtotal, each discount with its code, shipping, what gift cards and store credit paid, VAT as the
// delivery country needs it (vat.ts), total. One pure rule, so the documents cannot disagree; each one only words and
// formats the lines. A gift card is a multi-purpose voucher (§ 3 Abs. 15 UStG): its sale bears no VAT, its redemption
// is a payment — the VAT stated is the goods' own, whatever part of them a card paid.
import { includedRate, vatLine } from './included-rate'
import type { Locale } from './languages'
import { roundCents as cents } from './money'
import type { VatLine } from './vat'
import { formatRate, vatWords } from './vat-words'

type Amount = number | string | null | undefined
type Adjustment = { code?: string | null; amount?: Amount; total?: Amount }

/** The order as Medusa returns it (store, admin or query.graph); amounts may come as strings. */
export type MoneyOrder = {
  currency_code: string
  total: Amount
  tax_total: Amount
  discount_total?: Amount
  discount_subtotal?: Amount
  item_total?: Amount
  item_subtotal?: Amount
  original_item_total?: Amount
  original_item_subtotal?: Amount
  shipping_total?: Amount
  shipping_subtotal?: Amount
  original_shipping_total?: Amount
  original_shipping_subtotal?: Amount
  items?:
    | { is_tax_inclusive?: boolean | null; is_giftcard?: boolean | null; tax_lines?: { rate: number | string }[] | null; adjustments?: Adjustment[] | null }[]
    | null
  shipping_methods?: { adjustments?: Adjustment[] | null }[] | null
  shipping_address?: { country_code?: string | null } | null
  /** The loyalty plugin's credit lines: a gift card's or store credit's payment (positive) or what went back onto it (negative); others are not stated. */
  credit_lines?: ({ reference?: string | null; amount?: Amount } | null)[] | null
}

type MoneyLabel =
  | 'subtotal'
  | 'discount'
  | 'shipping'
  | 'giftCard'
  | 'storeCredit'
  | 'taxAdded'
  | 'taxIncluded'
  | 'taxIncludedPlain'
  | 'taxFreeExport'
  | 'taxVoucher'
  | 'total'

/**
 * One line of an order's money. The lines up to `total` add up to it (a discount's and a credit's amount is negative); a line after
 * the total says what VAT it includes (its amount, or null for a tax-free export, which has none to show).
 */
export type MoneyLine = {
  kind: 'subtotal' | 'discount' | 'shipping' | 'credit' | 'tax' | 'total'
  label: MoneyLabel
  /** The promotion code of a discount line (null for a discount without one). */
  code: string | null
  amount: number | null
  currency: string
  /** The VAT rate of a tax line in percent (null: rates differ or none is known). */
  rate: number | null
}

const num = (value: Amount): number | null => (value === null || value === undefined || value === '' || Number.isNaN(Number(value)) ? null : Number(value))

/**
 * The discount in its codes' shares: Medusa's discount total split in the proportion of each code's adjustments
 * (their amounts may be stored net or gross, the proportion is the same), in whole cents that add up to it (the
 * cents left by rounding down go to the largest remainders); a code whose share rounds to nothing is left out.
 */
function discountShares(order: MoneyOrder, discount: number): { code: string | null; amount: number }[] {
  if (discount <= 0) return []
  const adjustments = [...(order.items ?? []), ...(order.shipping_methods ?? [])].flatMap((line) => line.adjustments ?? [])
  const byCode = new Map<string | null, number>()
  for (const adjustment of adjustments) {
    const weight = num(adjustment.total) ?? num(adjustment.amount) ?? 0
    if (weight <= 0) continue
    const code = adjustment.code?.trim() || null
    byCode.set(code, (byCode.get(code) ?? 0) + weight)
  }
  if (byCode.size === 0) return [{ code: null, amount: discount }]
  const codes = [...byCode.entries()]
  const weights = codes.reduce((sum, [, weight]) => sum + weight, 0)
  const totalCents = Math.round(discount * 100)
  const exact = codes.map(([, weight]) => (totalCents * weight) / weights)
  const shares = exact.map(Math.floor)
  let left = totalCents - shares.reduce((sum, share) => sum + share, 0)
  for (const index of exact.map((value, i) => i).sort((a, b) => exact[b]! - Math.floor(exact[b]!) - (exact[a]! - Math.floor(exact[a]!)))) {
    if (left <= 0) break
    shares[index]! += 1
    left -= 1
  }
  return codes.map(([code], index) => ({ code, amount: shares[index]! / 100 })).filter((share) => share.amount > 0)
}

/**
 * What gift cards and store credit paid of the order (the loyalty plugin's credit line references), in cents: net of
 * what went back onto them (a negative line of the same reference after a return, rules/gift-cards.ts `cardShares`),
 * as Medusa's total counts it, so the lines keep adding up to the total.
 */
function credits(order: MoneyOrder): { label: 'giftCard' | 'storeCredit'; amount: number }[] {
  const paid = (reference: string) =>
    Math.max(0, cents((order.credit_lines ?? []).filter((line) => line?.reference === reference).reduce((sum, line) => sum + (num(line?.amount) ?? 0), 0)))
  return [
    { label: 'giftCard' as const, amount: paid('gift-card') },
    { label: 'storeCredit' as const, amount: paid('store-credit') },
  ].filter((credit) => credit.amount > 0)
}

/**
 * The ordered money lines of an order: subtotal before discounts, one line per discount code, shipping before its
 * discount, what gift cards and store credit paid, the total, and the VAT the delivery country needs. Prices that include VAT (the shop's) state it under
 * the total; prices without it (a region priced net) add it as a line before the total.
 */
export function orderMoney(order: MoneyOrder): MoneyLine[] {
  // an order still being drafted may not have its currency yet
  const currency = (order.currency_code ?? '').toLowerCase()
  const total = cents(num(order.total) ?? 0)
  const tax = cents(num(order.tax_total) ?? 0)
  const added = tax > 0 && (order.items ?? []).some((item) => item.is_tax_inclusive === false)
  const discount = cents(num(added ? order.discount_subtotal : order.discount_total) ?? num(order.discount_total) ?? 0)
  const shipping = cents(
    (added ? (num(order.original_shipping_subtotal) ?? num(order.shipping_subtotal)) : (num(order.original_shipping_total) ?? num(order.shipping_total))) ?? 0,
  )
  const stated = added ? (num(order.original_item_subtotal) ?? num(order.item_subtotal)) : num(order.original_item_total)
  const paid = credits(order)
  const credited = paid.reduce((sum, credit) => sum + credit.amount, 0)
  // without the total before discounts the subtotal is what is left once shipping and tax are taken out and the discount and credit put back
  const subtotal = cents(stated ?? total + credited - shipping - (added ? tax : 0) + discount)
  const line = (kind: MoneyLine['kind'], label: MoneyLabel, amount: number | null, extra: Partial<Pick<MoneyLine, 'code' | 'rate'>> = {}): MoneyLine => ({
    kind,
    label,
    code: extra.code ?? null,
    amount,
    currency,
    rate: extra.rate ?? null,
  })
  const totals = { items: order.items, tax_total: tax, total }
  const vat = vatLine(totals, order.shipping_address?.country_code)
  const vatLabel = (v: VatLine): MoneyLabel =>
    v.kind === 'export' ? 'taxFreeExport' : v.kind === 'voucher' ? 'taxVoucher' : v.rate === null ? 'taxIncludedPlain' : 'taxIncluded'
  // tax added to net prices is part of the sum whatever the country; included VAT is worded by the country's rule
  const taxLine = added
    ? line('tax', 'taxAdded', tax, { rate: includedRate(totals) })
    : vat
      ? line('tax', vatLabel(vat), vat.kind === 'included' ? tax : null, { rate: vat.kind === 'included' ? vat.rate : null })
      : null
  return [
    line('subtotal', 'subtotal', subtotal),
    ...discountShares(order, discount).map((share) => line('discount', 'discount', -share.amount, { code: share.code })),
    line('shipping', 'shipping', shipping),
    ...(taxLine && added ? [taxLine] : []),
    ...paid.map((credit) => line('credit', credit.label, -credit.amount)),
    line('total', 'total', total),
    // an included VAT of nothing (no tax charged yet) is worded without an amount
    ...(taxLine && !added ? [taxLine.amount === 0 ? { ...taxLine, amount: null } : taxLine] : []),
  ]
}

/** What a document calls each line: its own texts for the labels, the shop's one wording of the VAT (vat-words.ts). */
export type MoneyTexts = {
  subtotal: string
  /** A discount, with its code when it has one. */
  discount: (code: string | null) => string
  shipping: string
  /** What a gift card and the customer's store credit paid. */
  giftCard: string
  storeCredit: string
  total: string
  taxIncluded: (rate: string) => string
  taxIncludedPlain: string
  taxFreeExport: string
  /** Gift cards alone: no VAT at their sale (a multi-purpose voucher). */
  taxVoucher: string
  taxAdded: (rate: string | null) => string
}

/** The words of a money line in a document's language and texts. */
export function moneyLabel(line: MoneyLine, locale: Locale, texts: MoneyTexts): string {
  switch (line.label) {
    case 'subtotal':
      return texts.subtotal
    case 'discount':
      return texts.discount(line.code)
    case 'shipping':
      return texts.shipping
    case 'giftCard':
      return texts.giftCard
    case 'storeCredit':
      return texts.storeCredit
    case 'total':
      return texts.total
    case 'taxAdded':
      return texts.taxAdded(line.rate === null ? null : formatRate(line.rate, locale))
    default: {
      const vat: VatLine =
        line.label === 'taxFreeExport'
          ? { kind: 'export' }
          : line.label === 'taxVoucher'
            ? { kind: 'voucher' }
            : { kind: 'included', rate: line.label === 'taxIncluded' ? line.rate : null }
      return vatWords(vat, locale, {
        included: texts.taxIncluded,
        includedPlain: texts.taxIncludedPlain,
        export: texts.taxFreeExport,
        voucher: texts.taxVoucher,
      })
    }
  }
}

/** The fields of an order (query.graph or Medusa's HTTP `fields`) the money lines read. */
export const ORDER_MONEY_FIELDS = [
  'currency_code',
  'total',
  'tax_total',
  'discount_total',
  'discount_subtotal',
  'item_total',
  'item_subtotal',
  'original_item_total',
  'original_item_subtotal',
  'shipping_total',
  'shipping_subtotal',
  'original_shipping_total',
  'original_shipping_subtotal',
  'items.is_tax_inclusive',
  'items.is_giftcard',
  'items.tax_lines.rate',
  'items.adjustments.code',
  'items.adjustments.amount',
  'shipping_methods.adjustments.code',
  'shipping_methods.adjustments.amount',
  'shipping_address.country_code',
  'credit_lines.reference',
  'credit_lines.amount',
] as const
