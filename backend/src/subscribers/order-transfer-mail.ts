import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { renderMail } from "../mail/layout"
import { storefrontUrl } from "../mail/storefront"
import { localeOf } from "../shop/languages"

const TEXTS = {
  de: {
    subject: "Bestellung Nr. {id}: Übernahme in ein Kundenkonto bestätigen",
    greeting: "Guten Tag,",
    intro: "für Ihre Bestellung Nr. {id} wurde die Übernahme in das Kundenkonto {email} beantragt. Danach sehen Sie die Bestellung, ihre Rechnung und ihren Stand in diesem Konto.",
    accept: "Übernahme bestätigen",
    decline: "Übernahme ablehnen",
    ignore: "Wenn Sie die Übernahme nicht beantragt haben, lehnen Sie sie bitte ab oder ignorieren Sie diese E-Mail; ohne Ihre Bestätigung ändert sich nichts.",
  },
  en: {
    subject: "Order no. {id}: confirm the move into a customer account",
    greeting: "Hello,",
    intro: "Someone asked to move your order no. {id} into the customer account {email}. The account then shows the order, its invoice and its status.",
    accept: "Confirm the transfer",
    decline: "Decline the transfer",
    ignore: "If you did not ask for this, please decline or ignore this email; nothing changes without your confirmation.",
  },
}

type Change = { id: string; order_id: string; actions?: { action: string; reference_id?: string | null; details?: Record<string, unknown> | null }[] }

/**
 * Medusa's transfer request (POST /store/orders/:id/transfer/request) only records the change; the order's
 * address gets the mail with links to the storefront's accept and decline pages (each asks once more).
 */
export default async function orderTransferMail({ event: { data }, container }: SubscriberArgs<{ id: string; order_change_id: string }>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: changes }, { data: orders }] = await Promise.all([
    query.graph({ entity: "order_change", fields: ["id", "order_id", "actions.action", "actions.reference_id", "actions.details"], filters: { id: data.order_change_id } }),
    query.graph({ entity: "order", fields: ["id", "display_id", "email", "metadata", "shipping_address.country_code"], filters: { id: data.id } }),
  ])
  const change = changes[0] as unknown as Change | undefined
  const order = orders[0] as unknown as { id: string; display_id: number; email: string | null; metadata?: Record<string, unknown> | null; shipping_address?: { country_code?: string | null } | null } | undefined
  const action = change?.actions?.find((candidate) => candidate.action === "TRANSFER_CUSTOMER")
  const token = typeof action?.details?.token === "string" ? action.details.token : null
  const email = (typeof action?.details?.original_email === "string" ? action.details.original_email : null) ?? order?.email
  if (!order || !token || !email) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`order.transfer_requested ${data.id}: no token or address, no mail sent`)
    return
  }
  const [customer] = action?.reference_id ? await container.resolve(Modules.CUSTOMER).listCustomers({ id: action.reference_id }, { take: 1 }) : []
  const country = order.shipping_address?.country_code ?? "de"
  const locale = order.metadata?.locale === "en" || order.metadata?.locale === "de" ? order.metadata.locale : localeOf(country)
  // the pages live under the order's country prefix, in the order's language
  const prefix = localeOf(country) === locale ? country : locale === "de" ? "de" : "us"
  const t = TEXTS[locale]
  const fill = (text: string) => text.replace("{id}", String(order.display_id)).replace("{email}", customer?.email ?? "")
  const link = (kind: "accept" | "decline") => storefrontUrl(`/${prefix}/order/transfer/${order.id}/${kind}`, { token })
  const mail = renderMail({
    locale,
    subject: fill(t.subject),
    greeting: t.greeting,
    blocks: [fill(t.intro), { action: { label: t.accept, url: link("accept") } }, { action: { label: t.decline, url: link("decline") } }, { note: t.ignore }],
  })
  await container.resolve(Modules.NOTIFICATION).createNotifications({
    to: email,
    channel: "email",
    template: "order-transfer-requested",
    trigger_type: "order.transfer_requested",
    resource_id: order.id,
    resource_type: "order",
    content: { subject: mail.subject, text: mail.text, html: mail.html },
    data: { order_id: order.id, locale },
  })
}

export const config: SubscriberConfig = { event: "order.transfer_requested" }
