import { MAX_FIELD_LENGTH } from './address-rules'
import { isEmail } from './email'
import { GIFT_CARD_LINE, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_NAME_MAX } from './gift-cards'
import type { Locale } from './languages'

/**
 * The metadata keys a shopper may write through the store API, per kind of record, with the shape of each value:
 * exactly what the storefront itself sends. Everything the shop trusts — staff notes on an order, the customer
 * number, the old shop's migration flag, anything staff or invoices rely on — lives under other keys and is written
 * only by staff routes, subscribers and the seed; a store request naming any other key is refused. An order inherits
 * its cart's metadata (Medusa's completion copies it), so a cart may hold only the cart keys below.
 */
type Shape = (value: unknown) => boolean

const LOCALES: readonly Locale[] = ['de', 'en']
const oneOf =
  (values: readonly unknown[]): Shape =>
  (value) =>
    values.includes(value)
const boolean: Shape = (value) => typeof value === 'boolean'
const text: Shape = (value) => value === null || (typeof value === 'string' && value.length <= MAX_FIELD_LENGTH)
const email: Shape = (value) => typeof value === 'string' && isEmail(value)
const day: Shape = (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
const message: Shape = (value) => typeof value === 'string' && value.length <= GIFT_CARD_MESSAGE_MAX
const name: Shape = (value) => value === null || (typeof value === 'string' && value.length <= GIFT_CARD_NAME_MAX)
/** A whole amount (a gift card's free amount; Medusa's hooks hold it to the limits and to the line's price). */
const whole: Shape = (value) => typeof value === 'number' && Number.isInteger(value) && value > 0
/** The wishlist's entries are read defensively wherever they are shown (wishlist-entries.ts, wishlist-merge.ts). */
const list: Shape = (value) => Array.isArray(value) && value.length <= 500

export const SHOPPER_METADATA = {
  /** The cart (and so the order): the shop's language of the mails and documents, the newsletter box of the checkout. */
  cart: { locale: oneOf(LOCALES), newsletter: boolean },
  /** A cart's or a saved address: title and VAT ID have no columns of their own. */
  address: { title: text, vat_id: text },
  /** The signed-in customer: the wishlist follows the account. */
  customer: { wishlist: list },
  /** A new customer: nothing. */
  new_customer: {},
  /** A cart's line: a gift card's recipient, message, delivery day and free amount (rules/gift-cards.ts); nothing else. */
  line_item: {
    [GIFT_CARD_LINE.recipientEmail]: email,
    [GIFT_CARD_LINE.recipientName]: name,
    [GIFT_CARD_LINE.message]: message,
    [GIFT_CARD_LINE.deliverOn]: day,
    [GIFT_CARD_LINE.amount]: whole,
  },
} satisfies Record<string, Record<string, Shape>>

export type MetadataKind = keyof typeof SHOPPER_METADATA

/** The keys of `metadata` a shopper may not write on this kind of record (unknown keys, or values of another shape). */
export function refusedMetadataKeys(kind: MetadataKind, metadata: unknown): string[] {
  if (metadata === null || metadata === undefined || typeof metadata !== 'object' || Array.isArray(metadata)) return []
  const allowed: Record<string, Shape> = SHOPPER_METADATA[kind]
  return Object.keys(metadata).filter((key) => !Object.hasOwn(allowed, key) || !allowed[key]((metadata as Record<string, unknown>)[key]))
}

/** The metadata without what a shopper could not have written: the keys to clear (Medusa merges metadata, "" removes a key). */
export function clearedMetadata(kind: MetadataKind, metadata: unknown): Record<string, ''> | null {
  const refused = refusedMetadataKeys(kind, metadata)
  return refused.length ? Object.fromEntries(refused.map((key) => [key, ''])) : null
}
