/**
 * Gift cards (Medusa's loyalty plugin holds them): how a code is written and typed, when a card is disabled, and why
 * a code does not go on a cart — one rule for the storefront, the back office and Medusa.
 *
 * - A code is "GS-XXXX-XXXX-XXXX-XXXX" (the plugin's generator with the shop's prefix). Shoppers type it in any case
 *   and with stray spaces: it is read in capitals without spaces, as printed.
 * - Staff disable a card by ending its validity now (the plugin's `expires_at`, which every one of its checks honours:
 *   applying, refreshing a cart, completing an order) and noting it in `metadata.disabled_at`, so the shop says
 *   "disabled" rather than "expired"; enabling it again restores the validity it had (`metadata.expires_at_before`).
 * - A gift card never pays for another gift card (nor does store credit): a cart holds either gift card products or
 *   credit, never both.
 */

/**
 * What a bought gift card's cart line carries besides its amount (its variant): whom it is for, the buyer's message
 * and the day it is mailed (none: as soon as the order is paid). Mailed to the buyer when it names no recipient.
 */
export const GIFT_CARD_LINE = {
  recipientEmail: 'gift_card_recipient_email',
  recipientName: 'gift_card_recipient_name',
  message: 'gift_card_message',
  deliverOn: 'gift_card_deliver_on',
} as const

/** The plugin's code options (`prefix`, `sections`): GS = Geschenkschein. */
export const GIFT_CARD_CODES = { prefix: 'GS', sections: 4 } as const

/** A typed code as it is printed: capitals, no spaces. */
export const normalizedCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase()

/** The longest text worth looking up as a code (a longer one is refused before any query). */
export const MAX_CODE_LENGTH = 64

/** Why a code did not go on the cart (or what a balance check found); the storefront words each one. */
const GIFT_CARD_REFUSALS = ['unknown', 'used_up', 'disabled', 'expired', 'other_currency', 'already_applied', 'pays_gift_card'] as const
export type GiftCardRefusal = (typeof GIFT_CARD_REFUSALS)[number]

/** The credit line references of the plugin: a gift card's and the customer's store credit. */
export const CREDIT_REFERENCES = { giftCard: 'gift-card', storeCredit: 'store-credit' } as const

type CardState = { expires_at?: string | Date | null; metadata?: Record<string, unknown> | null }

/** Disabled by staff: its validity ended now and the stamp says so. */
export const isDisabled = (card: CardState) => typeof card.metadata?.disabled_at === 'string'

const isExpired = (card: CardState, now = Date.now()) => !!card.expires_at && new Date(card.expires_at).getTime() <= now

/** The card's own reason not to pay (disabled, expired, nothing left), or null when it can pay. */
export function cardRefusal(card: CardState & { balance?: number | null }, now = Date.now()): GiftCardRefusal | null {
  if (isDisabled(card)) return 'disabled'
  if (isExpired(card, now)) return 'expired'
  if ((card.balance ?? 0) <= 0) return 'used_up'
  return null
}

/** The metadata and validity of a card staff disable now; `enabled` gives back what it had. */
export function disabledCard(card: CardState, at: Date) {
  return {
    expires_at: at.toISOString(),
    metadata: { ...card.metadata, disabled_at: at.toISOString(), expires_at_before: card.expires_at ? new Date(card.expires_at).toISOString() : null },
  }
}

// the stamps are nulled, not dropped: a metadata update may merge what it is given into what is stored
export function enabledCard(card: CardState) {
  const before = card.metadata?.expires_at_before
  return { expires_at: typeof before === 'string' ? before : null, metadata: { ...card.metadata, disabled_at: null, expires_at_before: null } }
}
