import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { bankDetails } from "../modules/bank-transfer/bank-details"
import { orderConfirmationMail, type MailOrder } from "../mail/order-confirmation"

const FIELDS = [
  "id",
  "display_id",
  "email",
  "currency_code",
  "created_at",
  "item_total",
  "total",
  "shipping_total",
  "tax_total",
  "metadata",
  "items.*",
  "items.product.metadata",
  "shipping_address.*",
  "shipping_methods.name",
  "payment_collections.payments.provider_id",
]

type QueriedOrder = Omit<MailOrder, "bank_transfer"> & { payment_collections?: { payments?: { provider_id: string }[] }[] }

/** Sends the order confirmation in the order's language through the notification module. */
export default async function orderPlaced({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { data: orders } = await query.graph({ entity: "order", fields: FIELDS, filters: { id: data.id } })
  const order = orders[0] as unknown as QueriedOrder | undefined
  if (!order?.email) {
    logger.warn(`order.placed ${data.id}: no order or no email, no confirmation sent`)
    return
  }
  const bankTransfer = (order.payment_collections ?? []).some((collection) => (collection.payments ?? []).some((payment) => payment.provider_id.includes("bank-transfer")))
  // totals come from the query as BigNumber-like values
  const mail = orderConfirmationMail(
    {
      ...order,
      item_total: Number(order.item_total),
      total: Number(order.total),
      shipping_total: Number(order.shipping_total),
      tax_total: Number(order.tax_total),
      items: order.items.map((item) => ({ ...item, total: Number(item.total) })),
      bank_transfer: bankTransfer,
    },
    bankDetails(),
  )
  await container.resolve(Modules.NOTIFICATION).createNotifications({
    to: order.email,
    channel: "email",
    template: "order-placed",
    trigger_type: "order.placed",
    resource_id: order.id,
    resource_type: "order",
    // a re-delivered event must not send the confirmation twice
    idempotency_key: `order-placed:${order.id}`,
    content: { subject: mail.subject, text: mail.text, html: mail.html },
    data: { order_id: order.id, display_id: order.display_id, locale: mail.locale },
  })
}

export const config: SubscriberConfig = { event: "order.placed" }
