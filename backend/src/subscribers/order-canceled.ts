import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { sendOrderUpdate } from '../mail/send-order-update'
import { paymentMethodOf } from '../rules/payment-methods'

/** The order was cancelled: the customer is told; a bank-transfer customer also that money already sent comes back. */
export default async function orderCanceled({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: found } = await query.graph({ entity: 'order', fields: ['id', 'payment_collections.payments.provider_id'], filters: { id: data.id } })
  const order = found[0] as unknown as { id: string; payment_collections?: { payments?: { provider_id: string }[] | null }[] | null } | undefined
  if (!order) return
  const bankTransfer = (order.payment_collections ?? []).some((collection) =>
    (collection.payments ?? []).some((payment) => paymentMethodOf(payment.provider_id) === 'bank_transfer'),
  )
  await sendOrderUpdate(container, order.id, { kind: 'canceled', bank_transfer: bankTransfer }, { key: `order-canceled:${order.id}` })
}

export const config: SubscriberConfig = { event: 'order.canceled' }
