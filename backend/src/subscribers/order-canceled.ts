import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { sendOrderUpdate } from '../mail/send-order-update'
import { roundCents } from '../rules/money'
import { paymentMethodOf } from '../rules/payment-methods'

type CanceledOrder = {
  id: string
  payment_collections?: { payments?: { provider_id: string; refunds?: { amount: number | string }[] | null }[] | null }[] | null
}

/**
 * The order was cancelled: the customer is told, with the money the cancellation refunded (Medusa refunds every
 * captured payment as it cancels); a bank-transfer customer who had not paid yet, that money already sent comes back.
 */
export default async function orderCanceled({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: found } = await query.graph({
    entity: 'order',
    fields: ['id', 'payment_collections.payments.provider_id', 'payment_collections.payments.refunds.amount'],
    filters: { id: data.id },
  })
  const order = found[0] as unknown as CanceledOrder | undefined
  if (!order) return
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])
  const bankTransfer = payments.some((payment) => paymentMethodOf(payment.provider_id) === 'bank_transfer')
  const refunded = roundCents(payments.flatMap((payment) => payment.refunds ?? []).reduce((sum, refund) => sum + Number(refund.amount), 0))
  await sendOrderUpdate(container, order.id, { kind: 'canceled', bank_transfer: bankTransfer, refunded }, { key: `order-canceled:${order.id}` })
}

export const config: SubscriberConfig = { event: 'order.canceled' }
