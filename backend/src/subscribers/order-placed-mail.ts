import type { BankDetails } from "../modules/bank-transfer/bank-details"

export type MailLocale = "de" | "en"

export type MailOrder = {
  id: string
  display_id: number
  email: string
  currency_code: string
  total: number
  shipping_total: number
  tax_total: number
  metadata?: Record<string, unknown> | null
  items: { title: string; product_title?: string | null; variant_title?: string | null; quantity: number; total: number; product?: { metadata?: Record<string, unknown> | null } | null }[]
  shipping_address?: { first_name?: string | null; last_name?: string | null; company?: string | null; address_1?: string | null; address_2?: string | null; postal_code?: string | null; city?: string | null; country_code?: string | null } | null
  shipping_methods?: { name: string }[]
  bank_transfer: boolean
}

const TEXTS = {
  de: {
    subject: "Ihre Bestellung Nr. {id} bei Juwelier",
    greeting: "Guten Tag {name},",
    intro: "vielen Dank für Ihre Bestellung. Wir haben sie erhalten und bereiten sie sorgfältig vor.",
    items: "Ihre Artikel",
    shipping: "Versand",
    tax: "Enthaltene Steuern",
    total: "Gesamtsumme",
    address: "Lieferadresse",
    bankTitle: "Bitte überweisen Sie den Betrag auf unser Konto:",
    holder: "Kontoinhaber",
    reference: "Verwendungszweck",
    bankNote: "Wir versenden Ihre Bestellung, sobald Ihre Zahlung eingegangen ist.",
    closing: "Herzliche Grüße\nIhre Juwelier-Familie – seit 1995",
    tag: "de-DE",
  },
  en: {
    subject: "Your order no. {id} at Juwelier",
    greeting: "Hello {name},",
    intro: "thank you for your order. We have received it and are preparing it with care.",
    items: "Your items",
    shipping: "Shipping",
    tax: "Taxes included",
    total: "Total",
    address: "Shipping address",
    bankTitle: "Please transfer the amount to our account:",
    holder: "Account holder",
    reference: "Reference",
    bankNote: "We ship your order as soon as your payment has arrived.",
    closing: "Kind regards\nThe Juwelier family – since 1995",
    tag: "en-US",
  },
} as const

/** The order's language: the storefront stores it in the cart's metadata, which the order inherits. */
export function mailLocale(order: Pick<MailOrder, "metadata" | "shipping_address">): MailLocale {
  const stored = order.metadata?.locale
  if (stored === "de" || stored === "en") return stored
  return ["de", "at", "ch", "lu", "li"].includes(order.shipping_address?.country_code ?? "de") ? "de" : "en"
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Subject, plain text and HTML of the order confirmation, in the order's language. */
export function orderPlacedMail(order: MailOrder, bank: BankDetails) {
  const locale = mailLocale(order)
  const t = TEXTS[locale]
  const format = new Intl.NumberFormat(t.tag, { style: "currency", currency: order.currency_code.toUpperCase() })
  const price = (amount: number) => format.format(amount)
  const name = [order.shipping_address?.first_name, order.shipping_address?.last_name].filter(Boolean).join(" ") || order.email
  const title = (item: MailOrder["items"][number]) => {
    const en = locale === "en" && typeof item.product?.metadata?.title_en === "string" ? (item.product.metadata.title_en as string) : null
    const base = en ?? item.product_title ?? item.title
    return item.variant_title && !/^default/i.test(item.variant_title) ? `${base} (${item.variant_title})` : base
  }
  const a = order.shipping_address
  const address = a
    ? [a.company, [a.first_name, a.last_name].filter(Boolean).join(" "), a.address_1, a.address_2, [a.postal_code, a.city].filter(Boolean).join(" "), a.country_code?.toUpperCase()].filter((line): line is string => Boolean(line))
    : []
  const lines = order.items.map((item) => `${item.quantity} × ${title(item)} — ${price(item.total)}`)
  const shippingName = order.shipping_methods?.map((method) => method.name).join(", ")
  const totals = [
    `${t.shipping}${shippingName ? ` (${shippingName})` : ""}: ${price(order.shipping_total)}`,
    ...(order.tax_total > 0 ? [`${t.tax}: ${price(order.tax_total)}`] : []),
    `${t.total}: ${price(order.total)}`,
  ]
  const bankLines = order.bank_transfer
    ? [t.bankTitle, `${t.holder}: ${bank.account_holder}`, `IBAN: ${bank.iban}`, `BIC: ${bank.bic}`, `Bank: ${bank.bank_name}`, `${t.reference}: ${order.display_id}`, t.bankNote]
    : []
  const sections = [[t.greeting.replace("{name}", name), t.intro], [t.items, ...lines], totals, [t.address, ...address], bankLines, [t.closing]].filter((s) => s.length)
  const text = sections.map((section) => section.join("\n")).join("\n\n")
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Georgia,serif;color:#292524">${sections
    .map((section) => `<p>${section.map((line) => escape(line)).join("<br>")}</p>`)
    .join("")}</body></html>`
  return { locale, subject: t.subject.replace("{id}", String(order.display_id)), text, html }
}
