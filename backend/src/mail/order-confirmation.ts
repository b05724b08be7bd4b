import type { BankDetails } from '../modules/bank-transfer/bank-details'
import { addressLines, type PostalAddress } from '../rules/address-lines'
import { COMPANY, paymentReference } from '../rules/company'
import { ibanInGroups } from '../rules/iban'
import { orderLocale } from '../rules/languages'
import { formatMoney } from '../rules/money'
import { type MoneyOrder, type MoneyTexts, moneyLabel, orderMoney } from '../rules/order-money'
import { isStripeMethod, type PaymentMethod } from '../rules/payment-methods'
import { lineSale } from '../rules/sale'
import { formatDate } from '../rules/shop-dates'
import { type MailLocale, type MailRow, type RenderedMail, renderMail } from './layout'

/** The order as the mail reads it; its money (MoneyOrder) as Medusa returns it, read by the shop's one rule (order-money.ts). */
export type MailOrder = Omit<MoneyOrder, 'items' | 'shipping_methods' | 'shipping_address'> & {
  id: string
  display_id: number
  email: string
  currency_code: string
  created_at?: string | Date | null
  total: number
  metadata?: Record<string, unknown> | null
  items: (NonNullable<MoneyOrder['items']>[number] & {
    title: string
    product_title?: string | null
    variant_title?: string | null
    quantity: number
    /** What one piece cost, and before a sale (Medusa's compare_at_unit_price of a line added at a sale price). */
    unit_price?: number | null
    compare_at_unit_price?: number | string | null
    total: number
    tax_lines?: { rate: number }[] | null
    product?: { metadata?: Record<string, unknown> | null } | null
  })[]
  shipping_address?: PostalAddress | null
  shipping_methods?: (NonNullable<MoneyOrder['shipping_methods']>[number] & { name: string; shipping_option_id?: string | null })[]
  /** How the order is paid (src/shop/payment-methods.ts); null for a provider the shop does not know. */
  payment_method: PaymentMethod | null
}

const TEXTS = {
  de: {
    subject: `Ihre Bestellung Nr. {id} bei ${COMPANY.brand}`,
    preheader: 'Vielen Dank für Ihre Bestellung – hier ist die Übersicht.',
    greeting: 'Guten Tag {name},',
    intro: 'vielen Dank für Ihre Bestellung. Wir haben sie erhalten und bereiten sie sorgfältig vor.',
    order: 'Bestellung',
    number: 'Bestellnummer',
    date: 'Bestelldatum',
    items: 'Ihre Artikel',
    subtotal: 'Zwischensumme',
    // a discount is named with its code, as on the shop's pages (cart.discount)
    discount: 'Rabatt',
    shipping: 'Versand',
    giftCard: 'Gutschein',
    storeCredit: 'Guthaben',
    // the VAT line and the sale read as on the shop's pages (cart.taxIncluded, cart.taxIncludedPlain,
    // cart.taxFreeExport, cart.taxVoucher, sale.original, sale.saving)
    taxIncluded: 'inkl. {rate} % MwSt.',
    taxIncludedPlain: 'inkl. MwSt.',
    taxFreeExport: 'Steuerfreie Ausfuhr, zzgl. Einfuhrabgaben',
    taxVoucher: 'Mehrzweck-Gutschein: keine MwSt. beim Kauf',
    taxAdded: 'zzgl. {rate} % MwSt.',
    taxAddedPlain: 'zzgl. MwSt.',
    original: 'Originalpreis',
    saving: 'Sie sparen {amount}',
    // shipping that costs nothing reads as on the pages (cart.shippingFree)
    free: 'kostenlos',
    total: 'Gesamtsumme',
    address: 'Lieferadresse',
    bankTitle: 'Bitte überweisen Sie den Gesamtbetrag auf unser Konto:',
    holder: 'Kontoinhaber',
    bank: 'Bank',
    amount: 'Betrag',
    reference: 'Verwendungszweck',
    bankNote: 'Wir versenden Ihre Bestellung, sobald Ihre Zahlung eingegangen ist.',
    paymentMethod: 'Zahlungsart',
    methods: { bank_transfer: 'Überweisung (Vorkasse)', paypal: 'PayPal', card: 'Kreditkarte' },
    authorizedNote: 'Der Betrag ist für Ihre Bestellung reserviert und wird erst beim Versand abgebucht.',
    // the invoice states the delivery date, so it is issued when the order ships (routes/account/README.md)
    invoice: 'Ihre Rechnung erhalten Sie mit der Versandbestätigung.',
    questions: `Fragen zu Ihrer Bestellung? Antworten Sie einfach auf diese E-Mail oder rufen Sie uns an: ${COMPANY.phone} (${COMPANY.hours.de}).`,
    footer: 'Sie erhalten diese E-Mail, weil Sie in unserem Shop bestellt haben.',
  },
  en: {
    subject: `Your order no. {id} at ${COMPANY.brand}`,
    preheader: 'Thank you for your order – here is your summary.',
    greeting: 'Hello {name},',
    intro: 'thank you for your order. We have received it and are preparing it with care.',
    order: 'Order',
    number: 'Order number',
    date: 'Order date',
    items: 'Your items',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    giftCard: 'Gift card',
    storeCredit: 'Store credit',
    taxIncluded: 'incl. {rate}% VAT',
    taxIncludedPlain: 'incl. VAT',
    taxFreeExport: 'Tax-free export, plus import duties',
    taxVoucher: 'Multi-purpose voucher: no VAT on purchase',
    taxAdded: 'plus {rate}% VAT',
    taxAddedPlain: 'plus VAT',
    original: 'Original price',
    saving: 'You save {amount}',
    free: 'free',
    total: 'Total',
    address: 'Shipping address',
    bankTitle: 'Please transfer the total to our account:',
    holder: 'Account holder',
    bank: 'Bank',
    amount: 'Amount',
    reference: 'Reference',
    bankNote: 'We ship your order as soon as your payment has arrived.',
    paymentMethod: 'Payment method',
    methods: { bank_transfer: 'Bank transfer (prepayment)', paypal: 'PayPal', card: 'Credit card' },
    authorizedNote: 'The amount is reserved for your order and charged only when we ship.',
    invoice: 'Your invoice follows with the shipping confirmation.',
    questions: `Questions about your order? Simply reply to this email or call us: ${COMPANY.phone} (${COMPANY.hours.en}).`,
    footer: 'You receive this email because you ordered in our shop.',
  },
} as const

type Method = NonNullable<MailOrder['shipping_methods']>[number]

/**
 * What the mail needs besides the order: the account to pay into, the names of the order's stored German texts
 * in the order's language (a shipping method keeps the option's German name, a line its variant's German title).
 */
export type MailContext = {
  bank: BankDetails
  shippingName?: (method: Method) => string
  variantTitle?: (title: string) => string
}

/**
 * The order's money lines (order-money.ts) as rows: subtotal, each discount with its code, shipping with its method,
 * total and the VAT; a VAT line without an amount (a tax-free export, or no tax charged) is a note of its own.
 */
function moneyBlocks(
  order: MailOrder,
  locale: MailLocale,
  price: (amount: number) => string,
  shippingNames: string | undefined,
): { rows: MailRow[]; note: string | null } {
  const t = TEXTS[locale]
  const texts: MoneyTexts = {
    subtotal: t.subtotal,
    discount: (code) => (code ? `${t.discount} (${code})` : t.discount),
    shipping: shippingNames ? `${t.shipping} (${shippingNames})` : t.shipping,
    giftCard: t.giftCard,
    storeCredit: t.storeCredit,
    total: t.total,
    taxIncluded: (rate) => t.taxIncluded.replace('{rate}', rate),
    taxIncludedPlain: t.taxIncludedPlain,
    taxFreeExport: t.taxFreeExport,
    taxVoucher: t.taxVoucher,
    taxAdded: (rate) => (rate === null ? t.taxAddedPlain : t.taxAdded.replace('{rate}', rate)),
  }
  const lines = orderMoney(order)
  const rows = lines.flatMap((line): MailRow[] => {
    if (line.amount === null) return []
    const label = moneyLabel(line, locale, texts)
    if (line.kind === 'shipping' && line.amount === 0) return [{ label, value: t.free }]
    if (line.kind === 'discount' || line.kind === 'credit') return [{ label, value: `−${price(-line.amount)}` }]
    return [{ label, value: price(line.amount), ...(line.kind === 'total' ? { strong: true } : {}) }]
  })
  const note = lines.find((line) => line.kind === 'tax' && line.amount === null)
  return { rows, note: note ? moneyLabel(note, locale, texts) : null }
}

/** The order confirmation in the order's language, in the shop's mail layout. */
export function orderConfirmationMail(order: MailOrder, context: MailContext): RenderedMail & { locale: MailLocale } {
  const { bank, shippingName = (method: Method) => method.name, variantTitle = (title: string) => title } = context
  const locale = orderLocale(order)
  const t = TEXTS[locale]
  const price = (amount: number) => formatMoney(amount, order.currency_code, locale)
  const a = order.shipping_address
  const name = [a?.first_name, a?.last_name].filter(Boolean).join(' ') || order.email
  const title = (item: MailOrder['items'][number]) => {
    const en = locale === 'en' && typeof item.product?.metadata?.title_en === 'string' ? (item.product.metadata.title_en as string) : null
    const base = en ?? item.product_title ?? item.title
    return item.variant_title && !/^default/i.test(item.variant_title) ? `${base} (${variantTitle(item.variant_title)})` : base
  }
  const address = a ? addressLines(a, { locale }) : []
  const shippingNames = order.shipping_methods?.map(shippingName).join(', ')
  const placed = order.created_at ? formatDate(order.created_at, locale, 'long', a?.country_code) : null
  const money = moneyBlocks(order, locale, price, shippingNames)
  // a piece bought on sale: what it cost before, struck through, and what the line saved
  const itemRow = (item: MailOrder['items'][number]): MailRow => {
    const sale =
      typeof item.unit_price === 'number'
        ? lineSale({ unit_price: item.unit_price, quantity: item.quantity, compare_at_unit_price: item.compare_at_unit_price })
        : null
    const row = { label: `${item.quantity} × ${title(item)}`, value: price(item.total) }
    return sale
      ? { ...row, was: { label: t.original, value: price(sale.originalUnit * item.quantity) }, detail: t.saving.replace('{amount}', price(sale.saving)) }
      : row
  }
  // card and PayPal are authorized when ordering and captured by staff when the order ships
  const paymentBlocks =
    order.payment_method === 'bank_transfer'
      ? [
          t.bankTitle,
          {
            rows: [
              { label: t.holder, value: bank.account_holder },
              { label: 'IBAN', value: ibanInGroups(bank.iban), nowrap: true },
              { label: 'BIC', value: bank.bic },
              { label: t.bank, value: bank.bank_name },
              { label: t.amount, value: price(order.total) },
              { label: t.reference, value: paymentReference(order.display_id) },
            ],
          },
          t.bankNote,
        ]
      : order.payment_method && isStripeMethod(order.payment_method)
        ? [{ rows: [{ label: t.paymentMethod, value: t.methods[order.payment_method] }] }, t.authorizedNote]
        : []

  const mail = renderMail({
    locale,
    subject: t.subject.replace('{id}', String(order.display_id)),
    preheader: t.preheader,
    greeting: t.greeting.replace('{name}', name),
    blocks: [
      `${t.intro}\n${t.invoice}`,
      { rows: [{ label: t.number, value: String(order.display_id) }, ...(placed ? [{ label: t.date, value: placed }] : [])] },
      { heading: t.items, rows: order.items.map(itemRow) },
      { rows: money.rows },
      ...(money.note ? [{ note: money.note }] : []),
      ...(address.length ? [{ heading: t.address, lines: address }] : []),
      ...paymentBlocks,
      t.questions,
    ],
    footer: { text: t.footer },
  })
  return { ...mail, locale }
}
