import type { ShippingFrom } from '../../rules/shipping-from'
import type { ValuablesLimit } from '../api-types'
import type { PaymentMethod } from '../lib/payment-methods'

/**
 * An editorial page as plain data, one module per page and language under pages/{locale}/.
 * Inline text may hold [links](/content/agb) (shop paths without country, mailto: or tel:) and **bold**.
 */
export type Block =
  | { h2: string }
  | { h3: string }
  | { p: string }
  | { ul: string[] }
  | { ol: string[] }
  | { dl: [term: string, definition: string][] }
  | { table: { caption: string; head: string[]; rows: string[][] } }
  | { note: string }
  /** A postal address, one line each. */
  | { address: string[] }
  | { form: string }

export type ContentDocument = {
  title: string
  /** The meta description: one or two sentences, at most ~160 characters. */
  description: string
  lead?: string
  blocks: Block[]
  /** When the text was last revised, as an ISO date (legal pages show it, written the way the reader's country writes dates). */
  updated?: string
}

/**
 * What a page's text may depend on: the payment methods the visitor's shop takes (legal text names exactly these),
 * the valuables limit its shipping options apply (null: the text names no amount; `valuables-words.ts` words it) and
 * the lowest shipping price within Germany and from which cart value it is free, which the texts name (null: unknown; `shippingCost` of `routes/layout/shipping-statement.ts` words it).
 */
export type ContentFacts = { payment: PaymentMethod[]; valuables: ValuablesLimit | null; germanShipping: ShippingFrom | null }

/** A page module: its text, or for pages that name the shop's payment methods or shipping, its text given those. */
export type ContentModule = { default: ContentDocument | ((facts: ContentFacts) => ContentDocument) }
