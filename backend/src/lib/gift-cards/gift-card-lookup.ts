import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { CREDIT_REFERENCES, cardRefusal, type GiftCardRefusal, normalizedCode } from '../../rules/gift-cards'

/** A gift card as the shop judges it: the plugin's card with its balance (the sum of its account's transactions). */
type JudgedCard = {
  id: string
  code: string
  currency_code: string
  expires_at: string | null
  metadata: Record<string, unknown> | null
  balance: number
  value: number
}

type StoreCreditModule = { retrieveAccountStats(data: { account_id: string }): Promise<{ balance: number }> }

/** The loyalty plugin's module of store credit accounts (a gift card's balance is its account's). */
const STORE_CREDIT_MODULE = 'store_credit'

/** The card a shopper means by what they typed (read as printed: rules/gift-cards.ts), or null. */
export async function giftCardByCode(container: MedusaContainer, typed: string): Promise<JudgedCard | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: 'gift_card',
    fields: ['id', 'code', 'currency_code', 'expires_at', 'metadata', 'value', 'store_credit_account.id'],
    filters: { code: normalizedCode(typed) },
  })
  const card = data[0] as (Omit<JudgedCard, 'balance'> & { store_credit_account?: { id: string } | null }) | undefined
  if (!card) return null
  const account = card.store_credit_account?.id
  const balance = account ? (await container.resolve<StoreCreditModule>(STORE_CREDIT_MODULE).retrieveAccountStats({ account_id: account })).balance : 0
  return {
    id: card.id,
    code: card.code,
    currency_code: card.currency_code,
    expires_at: card.expires_at,
    metadata: card.metadata,
    value: Number(card.value),
    balance: Number(balance),
  }
}

/** What the rules need to know of a cart: its currency, whether it buys gift cards and which credit it carries. */
type CartCredit = { id: string; currency_code: string; buysGiftCards: boolean; giftCardCodes: string[]; hasCredit: boolean }

export async function cartCredit(container: MedusaContainer, cartId: string): Promise<CartCredit | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: 'cart',
    fields: ['id', 'currency_code', 'items.is_giftcard', 'items.product.is_giftcard', 'gift_cards.code', 'credit_lines.reference', 'credit_lines.amount'],
    filters: { id: cartId },
  })
  const cart = data[0] as
    | {
        id: string
        currency_code: string
        items?: ({ is_giftcard?: boolean; product?: { is_giftcard?: boolean } | null } | null)[]
        gift_cards?: ({ code: string } | null)[]
        credit_lines?: ({ reference?: string | null; amount?: unknown } | null)[]
      }
    | undefined
  if (!cart) return null
  const references: string[] = Object.values(CREDIT_REFERENCES)
  return {
    id: cart.id,
    currency_code: cart.currency_code,
    buysGiftCards: (cart.items ?? []).some((item) => !!item && (item.is_giftcard || item.product?.is_giftcard)),
    giftCardCodes: (cart.gift_cards ?? []).flatMap((card) => (card ? [card.code] : [])),
    hasCredit: (cart.credit_lines ?? []).some((line) => !!line && references.includes(line.reference ?? '') && Number(line.amount) > 0),
  }
}

/** Why this card does not go on this cart, or null: the card's own state first, then what the cart says. */
export function refusalOnCart(card: JudgedCard | null, cart: CartCredit, now = Date.now()): GiftCardRefusal | null {
  if (!card) return 'unknown'
  if (cart.giftCardCodes.includes(card.code)) return 'already_applied'
  const own = cardRefusal(card, now)
  if (own) return own
  if (card.currency_code !== cart.currency_code) return 'other_currency'
  if (cart.buysGiftCards) return 'pays_gift_card'
  return null
}
