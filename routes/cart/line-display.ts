import type { Locale } from '../../rules/languages'
import type { Money } from '../api-types'
import type { LineItem } from './cart-state'

type Metadata = Record<string, unknown> | null | undefined
const text = (metadata: Metadata, key: string) => (typeof metadata?.[key] === 'string' ? (metadata[key] as string) : null)

/** German titles and handles are Medusa's own; English ones live in the product's metadata (docs/data-conventions.md). */
export function lineTitle(item: LineItem, locale: Locale): string {
  const german = item.product_title ?? item.product?.title ?? item.title
  return (locale === 'en' && text(item.product?.metadata, 'title_en')) || german
}

/** Router path of the line's product page, or null when the product is gone. */
export function lineProductPath(item: LineItem, locale: Locale): string | null {
  const german = item.product_handle ?? item.product?.handle
  const handle = (locale === 'en' && text(item.product?.metadata, 'handle_en')) || german
  return handle ? `/products/${handle}` : null
}

/** The chosen variant's option values ("54 / Gold 750"); empty for single-variant products. */
export function lineVariant(item: LineItem): string | null {
  const title = item.variant_title ?? item.variant?.title
  return title && title !== 'Default' && title !== 'Default variant' ? title : null
}

/** How a sentence names the line's piece: its title, with the variant when it has options ("Solitärring (54 / Gold 750)"). */
export function lineName(item: LineItem, locale: Locale): string {
  const variant = lineVariant(item)
  return variant ? `${lineTitle(item, locale)} (${variant})` : lineTitle(item, locale)
}

export const money = (amount: number | null | undefined, currency: string | undefined): Money | null =>
  typeof amount === 'number' && currency ? { amount, currency_code: currency } : null
