import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { Modules } from '@medusajs/framework/utils'
import { creditCardsOfOwedOrder } from '../lib/gift-cards/credit-back-owed'

/**
 * A return was received (a claim's or an exchange's too): what the shop owes beyond the money payments can give back goes
 * onto the gift cards that paid the order (lib/gift-cards/credit-back-owed.ts); staff refund the money as before. One
 * order at a time (the locking module, Redis in production): an event delivered twice at once credits a card once.
 * A refund claim without a return is settled when staff confirm it (api/admin/claims/credit-cards-after-claim.ts).
 */
export default async function giftCardOwed({ event: { data }, container }: SubscriberArgs<{ order_id: string; return_id: string }>) {
  if (!data.order_id || !data.return_id) return
  await container
    .resolve(Modules.LOCKING)
    .execute(`gift-card-owed:${data.order_id}`, () => creditCardsOfOwedOrder(container, data.order_id, { reference: 'return', reference_id: data.return_id }), {
      timeout: 30,
    })
}

export const config: SubscriberConfig = { event: 'order.return_received' }
