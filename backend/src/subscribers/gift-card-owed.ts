import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { Modules } from '@medusajs/framework/utils'
import { creditCardsOfOwedOrder } from '../lib/gift-cards/credit-back-owed'

/**
 * A return was received or a claim confirmed: what the shop owes beyond the money payments can give back goes onto
 * the gift cards that paid the order (lib/gift-cards/credit-back-owed.ts); staff refund the money as before. One
 * order at a time (the locking module, Redis in production): an event delivered twice at once credits a card once.
 */
export default async function giftCardOwed({ event: { name, data }, container }: SubscriberArgs<{ order_id: string; return_id?: string; claim_id?: string }>) {
  const cause = name === 'order.claim_created' ? { reference: 'claim' as const, id: data.claim_id } : { reference: 'return' as const, id: data.return_id }
  if (!cause.id || !data.order_id) return
  const reference_id = cause.id
  await container
    .resolve(Modules.LOCKING)
    .execute(`gift-card-owed:${data.order_id}`, () => creditCardsOfOwedOrder(container, data.order_id, { reference: cause.reference, reference_id }), {
      timeout: 30,
    })
}

export const config: SubscriberConfig = { event: ['order.return_received', 'order.claim_created'] }
