import { type OwingOrder, owedSplit } from '../../../../../rules/gift-cards'
import { request } from '../../../engine/calls'
import type { CardShare } from '../card-share-amounts'

const OWING_FIELDS = 'id,*credit_lines,payment_collections.payments.captures.amount,payment_collections.payments.refunds.amount'

/**
 * What of `owed` goes back onto the gift cards that paid the order once the change is confirmed (rules/gift-cards.ts
 * `owedSplit`, the rule Medusa credits by): GET /admin/orders/{id} (its credit lines and payments) and
 * GET /admin/gift-cards/{id} of each card with a share (its code). Nothing is asked when nothing is owed.
 */
export async function cardSharesOf(orderId: string, owed: number): Promise<CardShare[]> {
  if (owed <= 0) return []
  const { order } = await request<{ order: OwingOrder }>(`/admin/orders/${encodeURIComponent(orderId)}`, { query: { fields: OWING_FIELDS } })
  const { cards } = owedSplit(owed, order)
  return Promise.all(
    cards.map(async (share) => {
      const { gift_card } = await request<{ gift_card: { code: string } }>(`/admin/gift-cards/${encodeURIComponent(share.id)}`, {
        query: { fields: 'id,code' },
      })
      return { code: gift_card.code, amount: share.amount }
    }),
  )
}
