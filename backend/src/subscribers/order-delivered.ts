import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { sendOrderUpdate } from '../mail/send-order-update'

/** A fulfilment was marked as delivered: the customer is told, with the 14 days to return it. */
export default async function orderDelivered({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: found } = await query.graph({ entity: 'fulfillment', fields: ['id', 'order.id'], filters: { id: data.id } })
  const orderId = (found[0] as unknown as { order?: { id: string } | null } | undefined)?.order?.id
  if (!orderId) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`delivery.created ${data.id}: no fulfilment of an order, no mail`)
    return
  }
  await sendOrderUpdate(container, orderId, { kind: 'delivered' }, { key: `order-delivered:${data.id}` })
}

export const config: SubscriberConfig = { event: 'delivery.created' }
