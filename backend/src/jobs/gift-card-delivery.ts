import type { MedusaContainer } from '@medusajs/framework/types'
import { deliverDueGiftCards } from '../lib/gift-cards/deliver'

/** Bought gift cards whose delivery day has come (and whose order is paid) are mailed (lib/gift-cards/deliver.ts). */
export default async function giftCardDelivery(container: MedusaContainer) {
  await deliverDueGiftCards(container)
}

// every quarter of an hour: a card for today goes out in the morning, a paid one soon after the payment
export const config = { name: 'gift-card-delivery', schedule: '*/15 * * * *' }
