import { type CustomsItem, customsLines, needsCustomsDeclaration } from '../../lib/customs-declaration'
import { countryName } from '../../rules/country-name'
import { orderLocale } from '../../rules/languages'
import { formatAmount } from '../../rules/money'
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
  currency_code?: string | null
  metadata?: Record<string, unknown> | null
  items: (CustomsItem & {
    title: string
    product_title?: string | null
    variant_title?: string | null
    variant_sku?: string | null
    quantity: number
    product?: { metadata?: Record<string, unknown> | null } | null
  })[]
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
    customs: 'Zollangaben (Ausfuhr)',
    hsCode: 'Zolltarifnr. (HS)',
    origin: 'Ursprungsland',
    material: 'Material',
    weight: 'Gewicht',
    value: 'Warenwert',
    total: 'Gesamt',
  },
  en: {
    title: 'Packing slip',
    sku: 'SKU',
    shipping: 'Shipping',
    check: 'Please check on receipt that the parcel is complete and undamaged.',
    customs: 'Customs declaration (export)',
    hsCode: 'HS code',
    origin: 'Country of origin',
    material: 'Material',
    weight: 'Weight',
    value: 'Value',
    total: 'Total',
  },
} as const

const grams = (value: number | null, locale: InvoiceLocale) => (value === null ? '–' : `${formatAmount(value, locale, 1)} g`)

/**
 * The customs block of a parcel leaving the EU: per line (by its position above) the HS code, country of origin,
 * material, weight and value, and the parcel's totals. A missing datum shows as a dash, for staff to add on the variant.
 */
function customsBlock(order: PackingSlipOrder, locale: InvoiceLocale) {
  if (!needsCustomsDeclaration(order.shipping_address?.country_code) || !order.currency_code) return []
  const t = TEXTS[locale]
  const { price } = formats(locale, order.currency_code, order.shipping_address?.country_code)
  const lines = customsLines(order.items, locale)
  const weights = lines.map((line) => line.weight)
  const totalWeight = weights.every((weight) => weight !== null) ? weights.reduce<number>((sum, weight) => sum + weight!, 0) : null
  const right = (text: string) => ({ text, alignment: 'right' })
  return [
    { text: t.customs, bold: true, margin: [0, 16, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: [22, 70, '*', '*', 50, 70],
        body: [
          headerRow([INVOICE_TEXTS[locale].position, t.hsCode, t.origin, t.material, right(t.weight), right(t.value)]),
          ...lines.map((line) => [
            String(order.items.findIndex((item) => item.id === line.line_item_id) + 1),
            line.hs_code ?? '–',
            line.origin_country ? countryName(line.origin_country, locale, line.origin_country.toUpperCase()) : '–',
            line.material ?? '–',
            right(grams(line.weight, locale)),
            right(price(line.value)),
          ]),
          [{ text: t.total, bold: true }, '', '', '', right(grams(totalWeight, locale)), right(price(lines.reduce((sum, line) => sum + line.value, 0)))],
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ]
}

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
      ...customsBlock(order, locale),
      { text: t.check, color: GREY, margin: [0, 16, 0, 0] },
    ],
  }
  return input
}

/**
 * Packing slips of one or more orders in one PDF, each order on pages of its own in the order's language (the
 * slip goes into the customer's parcel): items with their options, SKUs and quantities, the delivery address and
 * the order number. No prices (a parcel may be a gift), but for a parcel leaving the EU the customs block, whose
 * values customs require.
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
