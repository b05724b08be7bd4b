import { CREDIT_REFERENCES } from '../../rules/gift-cards'
import type { Cart } from './cart-state'

type CreditLine = { reference?: string | null; reference_id?: string | null; amount?: unknown }
type CardOnCart = { id?: string; code?: string } | null

/** What pays part of the cart besides money: each gift card with what it pays now, and the customer's store credit. */
type CartCredit = { giftCards: { code: string; amount: number }[]; storeCredit: number }

/**
 * The cart's credit lines (the loyalty plugin's: a gift card's reference its card, store credit the customer's
 * account) named by their codes; a card on the cart that pays nothing now (the cart costs nothing more) shows 0.
 */
export function cartCredit(cart: Cart | null | undefined): CartCredit {
  const lines = ((cart as { credit_lines?: CreditLine[] } | null | undefined)?.credit_lines ?? []).filter(Boolean)
  const cards = ((cart as { gift_cards?: CardOnCart[] } | null | undefined)?.gift_cards ?? []).flatMap((card) => (card?.code ? [card] : []))
  const paid = (reference: string, id?: string) =>
    lines
      .filter((line) => line.reference === reference && (id === undefined || line.reference_id === id))
      .reduce((sum, line) => sum + Number(line.amount ?? 0), 0)
  return {
    giftCards: cards.map((card) => ({ code: card.code!, amount: paid(CREDIT_REFERENCES.giftCard, card.id) })),
    storeCredit: paid(CREDIT_REFERENCES.storeCredit),
  }
}
