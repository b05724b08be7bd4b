import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { renderMail } from '../mail/layout'
import { mailNotification } from '../mail/mail-notification'
import { sendMail } from '../mail/send-mail'
import { storefrontUrl } from '../mail/storefront'
import { localeOf, orderLocale } from '../rules/languages'
import { formatDate } from '../rules/shop-dates'

const TEXTS = {
  de: {
    subject: 'Bestellung Nr. {id}: Ein Kundenkonto möchte Ihre Bestellung übernehmen',
    greeting: 'Guten Tag,',
    intro:
      'in einem Kundenkonto unseres Shops wurde beantragt, Ihre Bestellung Nr. {id} vom {date}, die Sie ohne Kundenkonto aufgegeben haben, in dieses Konto zu übernehmen. Das Konto wurde am {registered} mit der Adresse {email} angelegt.',
    effect:
      'Wenn Sie bestätigen, sieht, wer sich in diesem Konto anmeldet, die Bestellung mit allen Artikeln, der Liefer- und Rechnungsadresse, der Telefonnummer, der Rechnung und dem Versandstand. Das lässt sich nicht rückgängig machen.',
    warning:
      'Haben Sie das nicht selbst beantragt, lehnen Sie bitte ab: Jeder kann ein Kundenkonto mit einer fremden E-Mail-Adresse anlegen. Ohne Ihre Bestätigung ändert sich nichts.',
    decline: 'Übernahme ablehnen',
    accept: 'Ja, ich habe das beantragt: übernehmen',
  },
  en: {
    subject: 'Order no. {id}: a customer account asks to take over your order',
    greeting: 'Hello,',
    intro:
      'Someone signed in to a customer account of our shop asked to move your order no. {id} of {date}, which you placed without an account, into that account. The account was created on {registered} with the address {email}.',
    effect:
      'If you confirm, whoever signs in to that account will see the order with all its items, the delivery and billing address, the phone number, the invoice and the shipping status. This cannot be undone.',
    warning:
      "If you did not ask for this yourself, please decline: anyone can create a customer account with someone else's email address. Nothing changes without your confirmation.",
    decline: 'Decline the transfer',
    accept: 'Yes, I asked for this: move it',
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
    query.graph({
      entity: 'order_change',
      fields: ['id', 'order_id', 'actions.action', 'actions.reference_id', 'actions.details'],
      filters: { id: data.order_change_id },
    }),
    query.graph({
      entity: 'order',
      fields: ['id', 'display_id', 'email', 'metadata', 'created_at', 'shipping_address.country_code'],
      filters: { id: data.id },
    }),
  ])
  const change = changes[0] as unknown as Change | undefined
  const order = orders[0] as unknown as
    | {
        id: string
        display_id: number
        email: string | null
        created_at: string | Date
        metadata?: Record<string, unknown> | null
        shipping_address?: { country_code?: string | null } | null
      }
    | undefined
  const action = change?.actions?.find((candidate) => candidate.action === 'TRANSFER_CUSTOMER')
  const token = typeof action?.details?.token === 'string' ? action.details.token : null
  const email = (typeof action?.details?.original_email === 'string' ? action.details.original_email : null) ?? order?.email
  if (!order || !token || !email) {
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`order.transfer_requested ${data.id}: no token or address, no mail sent`)
    return
  }
  const [customer] = action?.reference_id ? await container.resolve(Modules.CUSTOMER).listCustomers({ id: action.reference_id }, { take: 1 }) : []
  const country = order.shipping_address?.country_code ?? 'de'
  const locale = orderLocale({ metadata: order.metadata, shipping_address: { country_code: country } })
  // the pages live under the order's country prefix, in the order's language
  const prefix = localeOf(country) === locale ? country : locale === 'de' ? 'de' : 'us'
  const t = TEXTS[locale]
  const date = (value: string | Date | undefined) => (value ? formatDate(value, locale, 'long', country) : '?')
  const fill = (text: string) =>
    text
      .replace('{id}', String(order.display_id))
      .replace('{date}', date(order.created_at))
      .replace('{registered}', date(customer?.created_at))
      .replace('{email}', customer?.email ?? '')
  const link = (kind: 'accept' | 'decline') => storefrontUrl(`/${prefix}/order/transfer/${order.id}/${kind}`, { token })
  const mail = renderMail({
    locale,
    subject: fill(t.subject),
    greeting: t.greeting,
    // what happens, then the warning, then the links: declining comes first, it is the safe answer
    blocks: [
      fill(t.intro),
      t.effect,
      { note: t.warning },
      { action: { label: t.decline, url: link('decline') } },
      { action: { label: t.accept, url: link('accept') } },
    ],
  })
  await sendMail(
    container,
    mailNotification(mail, {
      to: email,
      template: 'order-transfer-requested',
      trigger_type: 'order.transfer_requested',
      resource_id: order.id,
      resource_type: 'order',
      data: { order_id: order.id, locale },
    }),
  )
}

export const config: SubscriberConfig = { event: 'order.transfer_requested' }
