import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { creditCardsOfOwedOrder } from '../lib/gift-cards/credit-back-owed'

/**
 * A return was received or a claim confirmed: what the shop owes beyond the money payments can give back goes onto
 * the gift cards that paid the order (lib/gift-cards/credit-back-owed.ts); staff refund the money as before.
 */
export default async function giftCardOwed({ event: { name, data }, container }: SubscriberArgs<{ order_id: string; return_id?: string; claim_id?: string }>) {
  const cause =
    name === 'order.claim_created'
      ? { reference: 'claim' as const, reference_id: data.claim_id }
      : { reference: 'return' as const, reference_id: data.return_id }
  if (!cause.reference_id) return
  await creditCardsOfOwedOrder(container, data.order_id, { reference: cause.reference, reference_id: cause.reference_id })
}

export const config: SubscriberConfig = { event: ['order.return_received', 'order.claim_created'] }
