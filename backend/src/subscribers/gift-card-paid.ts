import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { deliverDueGiftCards } from '../lib/gift-cards/deliver'

/** A payment was captured: gift cards it pays for that are due today go out now, not at the next quarter hour. */
export default async function giftCardPaid({ container }: SubscriberArgs<{ id: string }>) {
  await deliverDueGiftCards(container)
}

export const config: SubscriberConfig = { event: 'payment.captured' }
