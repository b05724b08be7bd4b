import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { variantTitler } from "../lib/option-terms"
import { shippingNamer } from "../lib/shipping-names"
import { bankDetails } from "../modules/bank-transfer/bank-details"
import { issueInvoiceWorkflow } from "../workflows/issue-invoice"
import { mailLocale, orderConfirmationMail, type MailOrder } from "../mail/order-confirmation"
import { paymentMethodOf } from "../shop/payment-methods"
import { mailNotification } from "../mail/mail-notification"

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
  "items.tax_lines.rate",
  "items.product.metadata",
  "shipping_address.*",
  "shipping_methods.name",
  "shipping_methods.shipping_option_id",
  "payment_collections.payments.provider_id",
]

type QueriedOrder = Omit<MailOrder, "payment_method"> & { payment_collections?: { payments?: { provider_id: string }[] }[] }

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
  const provider = (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])[0]?.provider_id
  // the invoice is issued with the order and travels with its confirmation; a failure never holds the mail back
  const invoice = await issueInvoiceWorkflow(container)
    .run({ input: { order_id: order.id } })
    .then(({ result }) => result)
    .catch((error: Error) => {
      logger.error(`order.placed ${order.id}: the invoice could not be issued (${error.message}); the confirmation goes without it`)
      return null
    })
  const locale = mailLocale(order)
  const [shippingName, variantTitle] = await Promise.all([shippingNamer(container, order.shipping_methods ?? [], locale), variantTitler(container, locale)])
  // totals come from the query as BigNumber-like values
  const mail = orderConfirmationMail(
    {
      ...order,
      item_total: Number(order.item_total),
      total: Number(order.total),
      shipping_total: Number(order.shipping_total),
      tax_total: Number(order.tax_total),
      items: order.items.map((item) => ({
        ...item,
        total: Number(item.total),
        unit_price: Number(item.unit_price),
        compare_at_unit_price: item.compare_at_unit_price === null || item.compare_at_unit_price === undefined ? null : Number(item.compare_at_unit_price),
        tax_lines: item.tax_lines?.map((line) => ({ rate: Number(line.rate) })),
      })),
      payment_method: paymentMethodOf(provider),
    },
    { bank: bankDetails(), shippingName, variantTitle, invoiceNumber: invoice?.invoice.display_number },
  )
  await container.resolve(Modules.NOTIFICATION).createNotifications(
    mailNotification(mail, {
      to: order.email,
      template: "order-placed",
      trigger_type: "order.placed",
      resource_id: order.id,
      resource_type: "order",
      // a re-delivered event must not send the confirmation twice
      idempotency_key: `order-placed:${order.id}`,
      ...(invoice
        ? { attachments: [{ content: invoice.pdf, filename: `${mail.locale === "de" ? "Rechnung" : "Invoice"}-${invoice.invoice.display_number}.pdf`, content_type: "application/pdf", disposition: "attachment" }] }
        : {}),
      data: { order_id: order.id, display_id: order.display_id, locale: mail.locale, invoice_number: invoice?.invoice.display_number ?? null },
    }),
  )
}

export const config: SubscriberConfig = { event: "order.placed" }
