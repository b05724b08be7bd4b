import { addressLines } from '../../rules/address-lines'
import { paymentReference } from '../../rules/company'
import { type Locale, orderLocale } from '../../rules/languages'
import { roundCents as cents } from '../../rules/money'
import { type MoneyLine, type MoneyOrder, orderMoney } from '../../rules/order-money'
import { orderPaymentMethod } from '../../rules/payment-methods'
import type { BankDetails } from '../bank-transfer/bank-details'
import { INVOICE_TEXTS } from './invoice-texts'
import type { Seller } from './seller'

export type InvoiceLocale = Locale

/** The order as the invoice reads it (query.graph of the order, amounts as Medusa returns them). */
export type InvoiceOrder = Omit<MoneyOrder, 'items' | 'shipping_methods' | 'shipping_address'> & {
  id: string
  display_id: number
  created_at: string | Date
  email: string | null
  currency_code: string
  total: number
  tax_total: number
  discount_total?: number | null
  metadata?: Record<string, unknown> | null
  items: (NonNullable<MoneyOrder['items']>[number] & {
    title: string
    product_title?: string | null
    variant_title?: string | null
    quantity: number
    unit_price: number
    total: number
    original_total?: number | null
    tax_total: number
    tax_lines?: { rate: number }[] | null
    product?: { metadata?: Record<string, unknown> | null } | null
    /** A bought gift card: a multi-purpose voucher, whose sale bears no VAT (Medusa gives its line no tax lines). */
    is_giftcard?: boolean | null
  })[]
  shipping_methods?:
    | (NonNullable<MoneyOrder['shipping_methods']>[number] & {
        name: string
        shipping_option_id?: string | null
        total: number
        original_total?: number | null
        tax_total: number
        tax_lines?: { rate: number }[] | null
      })[]
    | null
  billing_address?: Address | null
  shipping_address?: Address | null
  customer?: { metadata?: Record<string, unknown> | null } | null
  payment_collections?: { payments?: { provider_id: string; captured_at?: string | Date | null }[] | null }[] | null
}
type Address = {
  first_name?: string | null
  last_name?: string | null
  company?: string | null
  address_1?: string | null
  address_2?: string | null
  postal_code?: string | null
  city?: string | null
  province?: string | null
  country_code?: string | null
  metadata?: Record<string, unknown> | null
}

/**
 * One position: `gross`, `net` and `tax` as charged (after discounts: they make up the VAT per rate), `listed` the
 * amount before discounts the position's column states (the discounts follow as money lines).
 */
export type InvoiceLine = {
  description: string
  quantity: number
  unit_gross: number
  gross: number
  net: number
  tax: number
  rate: number
  listed?: number
  /** A shipping method's line: a credit note names the shipping it gives back after it (invoices stored before have none). */
  kind?: 'shipping'
}
export type InvoiceAddress = { name: string; company: string | null; lines: string[]; vat_id: string | null }

/** Everything printed on an invoice; stored with it, so the PDF can be written again from exactly this. */
export type InvoiceData = {
  number: string
  locale: InvoiceLocale
  /** The country the order ships to: how its dates are written (invoices stored before it have none: the shop's way). */
  country?: string | null
  issued_at: string
  delivery_date: string
  order: { id: string; display_id: number; created_at: string; email: string | null; customer_number: string | null }
  seller: Seller
  buyer: InvoiceAddress
  shipping_address: InvoiceAddress | null
  currency_code: string
  lines: InvoiceLine[]
  taxes: { rate: number; net: number; tax: number; gross: number }[]
  totals: { net: number; tax: number; gross: number; discount: number }
  /** The order's money lines (src/shop/order-money.ts), as every document of the order states them. */
  money?: MoneyLine[]
  payment: { bank_transfer: boolean; paid?: boolean; provider_id: string | null; reference: string; bank: BankDetails | null }
}

// a rate in per cent to two decimals, as money is to the cent
const rateOf = (lines?: { rate: number }[] | null) => cents((lines ?? []).reduce((sum, line) => sum + Number(line.rate ?? 0), 0))

/** An order's address as documents print it: name, company, lines, the country named in the document's language. */
export function address(a: Address | null | undefined, locale: InvoiceLocale): InvoiceAddress | null {
  if (!a) return null
  const name = [a.first_name, a.last_name].filter(Boolean).join(' ')
  const vat = typeof a.metadata?.vat_id === 'string' && a.metadata.vat_id.trim() ? a.metadata.vat_id.trim() : null
  return {
    name,
    company: a.company || null,
    lines: addressLines(a, { locale, withoutRecipient: true }),
    vat_id: vat,
  }
}

/** An item as documents name it: the product's title in the document's language, the variant's options in brackets. */
export function itemDescription(
  item: Pick<InvoiceOrder['items'][number], 'title' | 'product_title' | 'variant_title' | 'product'>,
  locale: InvoiceLocale,
  variantTitle: (title: string) => string,
) {
  const en = locale === 'en' && typeof item.product?.metadata?.title_en === 'string' ? (item.product.metadata.title_en as string) : null
  const base = en ?? item.product_title ?? item.title
  return item.variant_title && !/^default/i.test(item.variant_title) ? `${base} (${variantTitle(item.variant_title)})` : base
}

/**
 * The invoice of an order: one line per item and shipping method (gross as charged, VAT as Medusa computed
 * it), net, VAT and gross per tax rate, payment terms. Prices in the shop include VAT, so net = gross − tax.
 * `shippingLabel` and `variantTitle` word the order's stored German names in the invoice's language.
 */
export function invoiceData(input: {
  order: InvoiceOrder
  number: string
  issuedAt: Date
  /** When the goods left (the shipment's date): the invoice is issued at shipment and states it as delivery date. */
  shippedAt: Date
  seller: Seller
  bank: BankDetails
  shippingLabel: (method: { name: string; shipping_option_id?: string | null }) => string
  variantTitle: (title: string) => string
}): InvoiceData {
  const { order } = input
  const locale = orderLocale(order)
  const lines: InvoiceLine[] = [
    ...order.items.map((item) => {
      const gross = cents(item.total)
      const tax = cents(item.tax_total)
      const description = itemDescription(item, locale, input.variantTitle)
      return {
        description: item.is_giftcard ? `${description} – ${INVOICE_TEXTS[locale].multiPurposeVoucher}` : description,
        quantity: Number(item.quantity),
        unit_gross: cents(item.unit_price),
        gross,
        tax,
        net: cents(gross - tax),
        rate: rateOf(item.tax_lines),
        listed: cents(item.original_total ?? item.total),
      }
    }),
    ...(order.shipping_methods ?? []).map((method) => {
      const gross = cents(method.total)
      const tax = cents(method.tax_total)
      const listed = cents(method.original_total ?? method.total)
      return {
        description: input.shippingLabel(method),
        quantity: 1,
        unit_gross: listed,
        gross,
        tax,
        net: cents(gross - tax),
        rate: rateOf(method.tax_lines),
        listed,
        kind: 'shipping' as const,
      }
    }),
  ]
  const byRate = new Map<number, { rate: number; net: number; tax: number; gross: number }>()
  for (const line of lines) {
    const group = byRate.get(line.rate) ?? { rate: line.rate, net: 0, tax: 0, gross: 0 }
    group.net = cents(group.net + line.net)
    group.tax = cents(group.tax + line.tax)
    group.gross = cents(group.gross + line.gross)
    byRate.set(line.rate, group)
  }
  const taxes = [...byRate.values()].sort((a, b) => b.rate - a.rate)
  const payments = order.payment_collections?.flatMap((collection) => collection.payments ?? []) ?? []
  const provider = payments[0]?.provider_id ?? null
  // money booked by hand in the back office is an arrived transfer: the invoice says so, not "online payment"
  const bankTransfer = orderPaymentMethod(payments.map((payment) => payment.provider_id)) === 'bank_transfer'
  // a prepaid order ships once the transfer has arrived: its invoice then says so instead of asking for the money
  const paid = payments.some((payment) => Boolean(payment.captured_at))
  const buyer = address(order.billing_address ?? order.shipping_address, locale) ?? { name: order.email ?? '', company: null, lines: [], vat_id: null }
  const issued = input.issuedAt.toISOString()
  const customerNumber = order.customer?.metadata?.customer_number
  return {
    number: input.number,
    locale,
    country: order.shipping_address?.country_code ?? null,
    issued_at: issued,
    delivery_date: input.shippedAt.toISOString(),
    order: {
      id: order.id,
      display_id: order.display_id,
      created_at: new Date(order.created_at).toISOString(),
      email: order.email,
      customer_number: typeof customerNumber === 'string' ? customerNumber : null,
    },
    seller: input.seller,
    buyer,
    shipping_address: address(order.shipping_address, locale),
    currency_code: order.currency_code,
    lines,
    taxes,
    totals: {
      net: cents(taxes.reduce((sum, group) => sum + group.net, 0)),
      tax: cents(taxes.reduce((sum, group) => sum + group.tax, 0)),
      // the goods' and shipping's whole amount, as the PDF and the accountant's export state it: what gift cards or
      // store credit paid of it is a payment (a multi-purpose voucher), in `money`, never less revenue
      gross: cents(taxes.reduce((sum, group) => sum + group.gross, 0)),
      discount: cents(order.discount_total),
    },
    money: orderMoney(order),
    payment: {
      bank_transfer: bankTransfer,
      paid,
      provider_id: provider,
      reference: paymentReference(order.display_id),
      bank: bankTransfer && !paid ? input.bank : null,
    },
  }
}
