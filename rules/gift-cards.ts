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
 * - What a shopper buys (the seeded product "Geschenkgutschein", Medusa's `is_giftcard`): one of the fixed amounts, or
 *   a free amount in whole units of the cart's currency within the limits below — charged as the line's custom price,
 *   which only Medusa sets from the line's `gift_card_amount` (the browser's price is never taken); whom it is for, a
 *   message of limited length and a delivery day from today to a year ahead (`giftCardLineProblems`, the one check of
 *   the storefront's form and of Medusa's routes and hooks).
 * - After a return or a refund claim the money payments are given back first; what the shop owes beyond them goes back
 *   onto the cards that paid, each up to what it paid less what already went back (`cardShares`, `cardsPaid`,
 *   `owedSplit`: Medusa credits by it, the back office shows it before staff confirm).
 */
import { isEmail } from './email'
import { roundCents } from './money'
import type { ShopDay } from './shop-days'

/**
 * What a bought gift card's cart line carries besides its amount (its variant): whom it is for, the buyer's message
 * and the day it is mailed (none: as soon as the order is paid). Mailed to the buyer when it names no recipient.
 */
export const GIFT_CARD_LINE = {
  recipientEmail: 'gift_card_recipient_email',
  recipientName: 'gift_card_recipient_name',
  message: 'gift_card_message',
  deliverOn: 'gift_card_deliver_on',
  /** The free amount (whole units of the cart's currency); absent on a line of a fixed amount. */
  amount: 'gift_card_amount',
} as const

/** The fixed amounts (variants of the product), the same figures in every currency the shop sells in. */
export const GIFT_CARD_AMOUNTS = [50, 100, 250, 500] as const

/** A free amount ("Wunschbetrag"): whole units of the cart's currency from `min` to `max`. */
export const GIFT_CARD_FREE_AMOUNT = { min: 25, max: 1000 } as const

/** The option value of the variant whose amount the shopper types (its list price is the lower limit). */
export const GIFT_CARD_FREE_VALUE = 'Wunschbetrag'

/** The option of the gift card product whose values are the amounts. */
export const GIFT_CARD_OPTION = 'Betrag'

/** The longest message and recipient's name a card carries. */
export const GIFT_CARD_MESSAGE_MAX = 300
export const GIFT_CARD_NAME_MAX = 80

/** How far ahead a card may be dated: a year from today (the same day of the month). */
export const lastDeliveryDay = (today: ShopDay): ShopDay => `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`

/** What the shopper gives for a bought card (the form's and the line's values; empty texts count as none). */
export type GiftCardLineInput = {
  /** Whether the chosen variant is the free amount: then `amount` is required. */
  free: boolean
  amount?: number | null
  recipientEmail?: string | null
  recipientName?: string | null
  message?: string | null
  deliverOn?: ShopDay | null
}
export type GiftCardLineField = 'amount' | 'recipientEmail' | 'recipientName' | 'message' | 'deliverOn'
/** Why a value is refused; each side words it (storefront `giftCard.errors.{code}`, Medusa in the visitor's language). */
export type GiftCardLineProblem = 'amountRange' | 'amountWhole' | 'amountFixed' | 'email' | 'tooLong' | 'dayInvalid' | 'dayPast' | 'dayTooFar'

/** A real calendar day written `YYYY-MM-DD` (not the 31st of April). */
function isDay(day: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const noon = new Date(`${day}T12:00:00Z`)
  return !Number.isNaN(noon.getTime()) && noon.toISOString().slice(0, 10) === day
}

const filledText = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** The problems of a bought card's details, by field; empty when the line may be sold. `today` is the shop's day. */
export function giftCardLineProblems(line: GiftCardLineInput, today: ShopDay): Partial<Record<GiftCardLineField, GiftCardLineProblem>> {
  const problems: Partial<Record<GiftCardLineField, GiftCardLineProblem>> = {}
  const amount = line.amount
  if (line.free) {
    if (typeof amount !== 'number' || !Number.isFinite(amount)) problems.amount = 'amountRange'
    else if (!Number.isInteger(amount)) problems.amount = 'amountWhole'
    else if (amount < GIFT_CARD_FREE_AMOUNT.min || amount > GIFT_CARD_FREE_AMOUNT.max) problems.amount = 'amountRange'
  } else if (amount !== null && amount !== undefined) problems.amount = 'amountFixed'
  const email = filledText(line.recipientEmail)
  if (email && !isEmail(email)) problems.recipientEmail = 'email'
  if ((filledText(line.recipientName)?.length ?? 0) > GIFT_CARD_NAME_MAX) problems.recipientName = 'tooLong'
  if ((filledText(line.message)?.length ?? 0) > GIFT_CARD_MESSAGE_MAX) problems.message = 'tooLong'
  const day = filledText(line.deliverOn)
  if (day) {
    if (!isDay(day)) problems.deliverOn = 'dayInvalid'
    else if (day < today) problems.deliverOn = 'dayPast'
    else if (day > lastDeliveryDay(today)) problems.deliverOn = 'dayTooFar'
  }
  return problems
}

/** A cart line's metadata as the shopper's details (the keys of `GIFT_CARD_LINE`). */
export function lineInput(metadata: Record<string, unknown> | null | undefined, free: boolean): GiftCardLineInput {
  const value = (key: string) => metadata?.[key]
  const text = (key: string) => (typeof value(key) === 'string' ? (value(key) as string) : null)
  const amount = value(GIFT_CARD_LINE.amount)
  return {
    free,
    amount: amount === undefined || amount === null || amount === '' ? null : Number(amount),
    recipientEmail: text(GIFT_CARD_LINE.recipientEmail),
    recipientName: text(GIFT_CARD_LINE.recipientName),
    message: text(GIFT_CARD_LINE.message),
    deliverOn: text(GIFT_CARD_LINE.deliverOn),
  }
}

/** The line's metadata of the shopper's details: only what was given, texts trimmed. */
export function lineMetadata(line: GiftCardLineInput): Record<string, string | number> {
  const entries: [string, string | number | null][] = [
    [GIFT_CARD_LINE.recipientEmail, filledText(line.recipientEmail)?.toLowerCase() ?? null],
    [GIFT_CARD_LINE.recipientName, filledText(line.recipientName)],
    [GIFT_CARD_LINE.message, filledText(line.message)],
    [GIFT_CARD_LINE.deliverOn, filledText(line.deliverOn)],
    [GIFT_CARD_LINE.amount, line.free && typeof line.amount === 'number' ? line.amount : null],
  ]
  return Object.fromEntries(entries.filter((entry): entry is [string, string | number] => entry[1] !== null))
}

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

/**
 * What each gift card paid of an order, net of what already went back onto it: its credit lines (the plugin's positive
 * payment, a negative line for each share given back), in the order the cards paid; cards with nothing left are left out.
 */
export function cardsPaid(lines: ({ reference?: string | null; reference_id?: string | null; amount?: unknown } | null)[] | null | undefined) {
  const paid = new Map<string, number>()
  for (const line of lines ?? [])
    if (line?.reference === CREDIT_REFERENCES.giftCard && line.reference_id)
      paid.set(line.reference_id, roundCents((paid.get(line.reference_id) ?? 0) + Number(line.amount ?? 0)))
  return [...paid].filter(([, amount]) => amount > 0).map(([id, amount]) => ({ id, paid: amount }))
}

/**
 * What goes back onto the gift cards that paid an order when the shop owes the shopper money (a return received).
 * A card is a means of payment like a transfer, but the money payments are given back first, up to
 * what they captured and not yet refunded (staff refund them in the back office as for any order); only what the
 * shop owes beyond that goes onto the cards — in the order they paid, each up to what it paid of the order less what
 * already went back to it. An order a card paid partly (100 € card + 900 € transfer), returned whole, owes 1,000 €:
 * 900 € go back on the transfer, 100 € onto the card; returned in two halves, the first half is refunded in money
 * alone. The amounts are the order's currency, in cents.
 */
export function cardShares(owed: number, refundable: number, cards: { id: string; paid: number }[]): { id: string; amount: number }[] {
  let left = roundCents(owed - Math.max(0, refundable))
  const shares: { id: string; amount: number }[] = []
  for (const card of cards) {
    if (left <= 0) break
    const amount = roundCents(Math.min(left, Math.max(0, card.paid)))
    if (amount <= 0) continue
    shares.push({ id: card.id, amount })
    left = roundCents(left - amount)
  }
  return shares
}

type Amount = number | string | null | undefined
type Payment = { captures?: ({ amount?: Amount } | null)[] | null; refunds?: ({ amount?: Amount } | null)[] | null } | null
/** An order as Medusa answers it (admin route or query.graph), with what `owedSplit` reads of it. */
export type OwingOrder = {
  credit_lines?: Parameters<typeof cardsPaid>[0]
  payment_collections?: ({ payments?: Payment[] | null } | null)[] | null
}
const sum = (amounts: Amount[]) => roundCents(amounts.reduce<number>((total, amount) => total + Number(amount ?? 0), 0))

/** What the order's money payments can still give back: what they captured less what was refunded. */
function refundableMoney(order: OwingOrder): number {
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? []).filter((payment) => !!payment)
  return roundCents(
    sum(payments.flatMap((payment) => (payment.captures ?? []).map((capture) => capture?.amount))) -
      sum(payments.flatMap((payment) => (payment.refunds ?? []).map((refund) => refund?.amount))),
  )
}

/**
 * How what the shop owes on an order splits (`cardShares`): the share of each gift card that paid it, and the rest,
 * which staff refund in money. Medusa and the back office's preview ask the same rule.
 */
export function owedSplit(owed: number, order: OwingOrder): { money: number; cards: { id: string; amount: number }[] } {
  const cards = owed > 0 ? cardShares(owed, refundableMoney(order), cardsPaid(order.credit_lines)) : []
  return { money: roundCents(Math.max(0, owed) - sum(cards.map((card) => card.amount))), cards }
}
