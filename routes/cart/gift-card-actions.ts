import type { MessageKey } from '../../i18n'
import { type GiftCardRefusal, normalizedCode } from '../../rules/gift-cards'
import { notify } from '../lib/notify'
import { mutate, query, requireCart, tooManyAttempts } from './cart-actions'
import { client } from './cart-sdk'
import type { Cart, CartContext } from './cart-state'

const REFUSALS: Record<GiftCardRefusal, MessageKey> = {
  unknown: 'giftCard.refusals.unknown',
  used_up: 'giftCard.refusals.usedUp',
  disabled: 'giftCard.refusals.disabled',
  expired: 'giftCard.refusals.expired',
  other_currency: 'giftCard.refusals.otherCurrency',
  already_applied: 'giftCard.refusals.alreadyApplied',
  pays_gift_card: 'giftCard.refusals.paysGiftCard',
}

/** The shopper's sentence for a refusal of the back end (rules/gift-cards.ts). */
export const refusalText = (ctx: Pick<CartContext, 't'>, reason: GiftCardRefusal, code: string) =>
  ctx.t(REFUSALS[reason] ?? 'giftCard.refusals.unknown', { code })

/**
 * Puts a gift card on the cart (`/store/carts/:id/gift-card-codes`). Answers null when it pays; otherwise the
 * shopper's sentence why not (unknown, used up, disabled, expired, …, too many codes tried), also notified.
 */
export async function applyGiftCard(ctx: CartContext, typed: string): Promise<string | null> {
  let refused: { code: string; reason: GiftCardRefusal } | null = null
  try {
    await mutate(
      ctx,
      async () => {
        const cart = await requireCart(ctx)
        const answer = await client().fetch<{ cart: Cart; refused: typeof refused }>(`/store/carts/${cart.id}/gift-card-codes`, {
          method: 'POST',
          body: { code: normalizedCode(typed) },
          query,
        })
        refused = answer.refused
        return answer.cart
      },
      { failure: 'giftCard.failed', explain: tooManyAttempts },
    )
  } catch (error) {
    const waiting = await tooManyAttempts(error)
    if (waiting) return waiting
    throw error
  }
  const refusal = refused as { code: string; reason: GiftCardRefusal } | null
  if (!refusal) return null
  const message = refusalText(ctx, refusal.reason, refusal.code)
  notify(ctx.store, { tone: 'error', message })
  return message
}

/** Takes a gift card off the cart; what it holds stays on it. */
export function removeGiftCard(ctx: CartContext, code: string) {
  return mutate(
    ctx,
    async () => {
      const cart = await requireCart(ctx)
      return (await client().fetch<{ cart: Cart }>(`/store/carts/${cart.id}/gift-card-codes`, { method: 'DELETE', body: { code }, query })).cart
    },
    { failure: 'giftCard.failed' },
  )
}

/**
 * Spends the signed-in customer's store credit on the cart (the loyalty plugin's `/store/carts/:id/store-credits`:
 * as much as the cart costs, at most the balance), or takes it off again (`amount: 0`).
 */
export function spendStoreCredit(ctx: CartContext, use: boolean) {
  return mutate(
    ctx,
    async () => {
      const cart = await requireCart(ctx)
      const body = use ? {} : { amount: 0 }
      return (await client().fetch<{ cart: Cart }>(`/store/carts/${cart.id}/store-credits`, { method: 'POST', body, query })).cart
    },
    { failure: 'giftCard.failed' },
  )
}

type Balance = {
  gift_card: { code: string; balance: number; value: number; currency_code: string; expires_at: string | null } | null
  refused: GiftCardRefusal | null
  code: string
}

/** What a gift card still holds (`/store/gift-cards/balance`); a 429 answers the back end's sentence as `waiting`. */
export async function giftCardBalance(typed: string): Promise<Balance | { waiting: string }> {
  try {
    return await client().fetch<Balance>('/store/gift-cards/balance', { method: 'POST', body: { code: normalizedCode(typed) } })
  } catch (error) {
    const waiting = await tooManyAttempts(error)
    if (waiting) return { waiting }
    throw error
  }
}

/** The signed-in customer's store credit in a currency (the plugin's `/store/store-credit-accounts`), 0 without one. */
export async function storeCreditBalance(currency: string): Promise<number> {
  const { store_credit_accounts } = await client().fetch<{ store_credit_accounts: { balance: number }[] }>('/store/store-credit-accounts', {
    query: { currency_code: currency },
  })
  return store_credit_accounts.reduce((sum, account) => sum + Number(account.balance ?? 0), 0)
}
