import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { creditCardsOfCanceledOrder } from '../lib/gift-cards/credit-back'

/** An order was cancelled: what gift cards paid of it goes back onto them (lib/gift-cards/credit-back.ts). */
export default async function giftCardCanceled({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  await creditCardsOfCanceledOrder(container, data.id)
}

export const config: SubscriberConfig = { event: 'order.canceled' }
