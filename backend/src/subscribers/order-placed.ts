import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { variantTitler } from '../lib/option-terms'
import { shippingNamer } from '../lib/shipping-names'
import { mailNotification } from '../mail/mail-notification'
import { type MailOrder, orderConfirmationMail } from '../mail/order-confirmation'
import { sendMail } from '../mail/send-mail'
import { bankDetails } from '../modules/bank-transfer/bank-details'
import { orderLocale } from '../rules/languages'
import { ORDER_MONEY_FIELDS } from '../rules/order-money'
import { orderPaymentMethod } from '../rules/payment-methods'

const FIELDS = [
  'id',
  'display_id',
  'email',
  'currency_code',
  'created_at',
  'item_total',
  'total',
  'shipping_total',
  'tax_total',
  'metadata',
  'items.*',
  'items.tax_lines.rate',
  'items.product.metadata',
  'shipping_address.*',
  'shipping_methods.name',
  'shipping_methods.shipping_option_id',
  'payment_collections.payments.provider_id',
  ...ORDER_MONEY_FIELDS,
]

type QueriedOrder = Omit<MailOrder, 'payment_method'> & { payment_collections?: { payments?: { provider_id: string }[] }[] }

/**
 * Sends the order confirmation in the order's language through the notification module. It carries no invoice:
 * the invoice states the delivery date and is issued when the order ships (order-shipped.ts).
 */
export default async function orderPlaced({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { data: orders } = await query.graph({ entity: 'order', fields: FIELDS, filters: { id: data.id } })
  const order = orders[0] as unknown as QueriedOrder | undefined
  if (!order?.email) {
    logger.warn(`order.placed ${data.id}: no order or no email, no confirmation sent`)
    return
  }
  // an order taken as a draft in the back office has no payment yet: it is paid by transfer like a web order's
  const providers = (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? []).map((payment) => payment.provider_id)
  const locale = orderLocale(order)
  const [shippingName, variantTitle] = await Promise.all([shippingNamer(container, order.shipping_methods ?? [], locale), variantTitler(container, locale)])
  // totals come from the query as BigNumber-like values (the money lines read them as numbers)
  const mail = orderConfirmationMail(
    {
      ...order,
      total: Number(order.total),
      items: order.items.map((item) => ({
        ...item,
        total: Number(item.total),
        unit_price: Number(item.unit_price),
        compare_at_unit_price: item.compare_at_unit_price === null || item.compare_at_unit_price === undefined ? null : Number(item.compare_at_unit_price),
        tax_lines: item.tax_lines?.map((line) => ({ rate: Number(line.rate) })),
      })),
      payment_method: orderPaymentMethod(providers),
    },
    { bank: bankDetails(), shippingName, variantTitle },
  )
  await sendMail(
    container,
    mailNotification(mail, {
      to: order.email,
      template: 'order-placed',
      trigger_type: 'order.placed',
      resource_id: order.id,
      resource_type: 'order',
      // a re-delivered event must not send the confirmation twice
      idempotency_key: `order-placed:${order.id}`,
      data: { order_id: order.id, display_id: order.display_id, locale: mail.locale },
    }),
  )
}

export const config: SubscriberConfig = { event: 'order.placed' }
