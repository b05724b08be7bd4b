import { orderLocale } from '../../rules/languages'
import { address, type InvoiceLocale, itemDescription } from './invoice-data'
import { INVOICE_TEXTS } from './invoice-texts'
import { formats, GREY, headerRow, letter, letterContent, renderPdf } from './pdf-frame'
import type { Seller } from './seller'

/** The order as the packing slip reads it: what goes into the parcel and where it goes, never a price. */
export type PackingSlipOrder = {
  id: string
  display_id: number
  created_at: string | Date
  email?: string | null
  metadata?: Record<string, unknown> | null
  items: {
    title: string
    product_title?: string | null
    variant_title?: string | null
    variant_sku?: string | null
    quantity: number
    product?: { metadata?: Record<string, unknown> | null } | null
  }[]
  shipping_address?: Parameters<typeof address>[0]
  shipping_methods?: { name: string; shipping_option_id?: string | null }[] | null
}

export type PackingSlipWords = {
  shippingLabel: (method: { name: string; shipping_option_id?: string | null }) => string
  variantTitle: (title: string) => string
}

const TEXTS = {
  de: {
    title: 'Lieferschein',
    sku: 'Artikelnr. (SKU)',
    shipping: 'Versandart',
    check: 'Bitte prüfen Sie die Sendung bei Erhalt auf Vollständigkeit und Unversehrtheit.',
  },
  en: { title: 'Packing slip', sku: 'SKU', shipping: 'Shipping', check: 'Please check on receipt that the parcel is complete and undamaged.' },
} as const

function slipContent(order: PackingSlipOrder, seller: Seller, words: (locale: InvoiceLocale) => PackingSlipWords) {
  const locale = orderLocale(order)
  const t = TEXTS[locale]
  const i = INVOICE_TEXTS[locale]
  const { date } = formats(locale, 'eur', order.shipping_address?.country_code)
  const { shippingLabel, variantTitle } = words(locale)
  const to = address(order.shipping_address, locale) ?? { name: order.email ?? '', company: null, lines: [], vat_id: null }
  const methods = (order.shipping_methods ?? []).map(shippingLabel).join(', ')
  const input = {
    locale,
    seller,
    title: `${t.title} · ${i.order} ${order.display_id}`,
    addressee: to,
    facts: [
      [i.order, String(order.display_id)],
      [i.orderDate, date(new Date(order.created_at).toISOString())],
      ...(methods ? [[t.shipping, methods]] : []),
    ] as [string, string][],
    shipTo: null,
    body: [
      {
        table: {
          headerRows: 1,
          widths: [22, '*', 110, 40],
          body: [
            headerRow([i.position, i.description, t.sku, { text: i.quantity, alignment: 'right' }]),
            ...order.items.map((item, index) => [
              String(index + 1),
              itemDescription(item, locale, variantTitle),
              item.variant_sku ?? '',
              { text: String(item.quantity), alignment: 'right' },
            ]),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      { text: t.check, color: GREY, margin: [0, 16, 0, 0] },
    ],
  }
  return input
}

/**
 * Packing slips of one or more orders in one PDF, each order on pages of its own in the order's language (the
 * slip goes into the customer's parcel): items with their options, SKUs and quantities, the delivery address and
 * the order number. No prices: a parcel may be a gift.
 */
export async function packingSlipsPdf(orders: PackingSlipOrder[], seller: Seller, words: (locale: InvoiceLocale) => PackingSlipWords): Promise<Buffer> {
  if (!orders.length) throw new Error('packing slips need at least one order')
  const inputs = orders.map((order) => slipContent(order, seller, words))
  const definition = letter(inputs[0]!)
  definition.content = inputs.flatMap((input, index) => {
    const content = letterContent(input)
    return index === 0 ? content : [{ text: '', pageBreak: 'before' }, ...content]
  })
  return renderPdf(definition)
}
