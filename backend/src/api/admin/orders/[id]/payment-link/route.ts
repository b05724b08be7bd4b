import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'
import { createOrderPaymentCollectionWorkflow } from '@medusajs/medusa/core-flows'
import { paymentLinkSecret, regionLinkMethods } from '../../../../../lib/payment-link'
import { mailNotification } from '../../../../../mail/mail-notification'
import { paymentLinkMail } from '../../../../../mail/payment-link'
import { sendMail } from '../../../../../mail/send-mail'
import { storefrontUrl } from '../../../../../mail/storefront'
import { orderLocale } from '../../../../../rules/languages'
import { roundCents } from '../../../../../rules/money'
import { PAYMENT_LINK_DAYS, paymentLinkPath, paymentLinkToken } from '../../../../../rules/payment-link'
import { visitorLocale } from '../../../../visitor-locale'

const REFUSED = {
  de: {
    canceled: 'Die Bestellung ist storniert.',
    email: 'Die Bestellung hat keine E-Mail-Adresse.',
    methods: 'In der Region der Bestellung ist weder Kartenzahlung noch PayPal (Stripe) eingerichtet.',
    open: 'Zur Bestellung ist noch eine Zahlung offen, die bereits autorisiert ist oder auf eine Überweisung wartet: buchen oder erstatten Sie sie zuerst.',
    nothing: 'Zur Bestellung ist kein Betrag offen.',
  },
  en: {
    canceled: 'The order is cancelled.',
    email: 'The order has no email address.',
    methods: "Neither card payments nor PayPal (Stripe) are set up in the order's region.",
    open: 'A payment of the order is still open, already authorized or waiting for a transfer: book or refund it first.',
    nothing: 'Nothing is outstanding on the order.',
  },
}

type Order = {
  id: string
  display_id: number
  email: string | null
  status: string
  region_id: string | null
  currency_code: string
  metadata: Record<string, unknown> | null
  summary?: { pending_difference?: unknown } | null
  shipping_address?: { first_name?: string | null; last_name?: string | null; country_code?: string | null } | null
  payment_collections?: ({ id: string; status: string; amount: unknown; currency_code: string; payments?: { id: string }[] | null } | null)[] | null
}

async function readOrder(req: AuthenticatedMedusaRequest): Promise<Order> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: 'order',
    fields: [
      'id',
      'display_id',
      'email',
      'status',
      'region_id',
      'currency_code',
      'metadata',
      'summary',
      'shipping_address.first_name',
      'shipping_address.last_name',
      'shipping_address.country_code',
      'payment_collections.id',
      'payment_collections.status',
      'payment_collections.amount',
      'payment_collections.currency_code',
      'payment_collections.payments.id',
    ],
    filters: { id: req.params.id },
  })
  const order = data[0] as unknown as Order | undefined
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${req.params.id} was not found`)
  return order
}

/**
 * GET /admin/orders/:id/payment-link → `{ methods }`: what a link for the order could be paid with ('card', 'paypal',
 * from its region's providers); none, and no link can be sent.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const order = await readOrder(req)
  res.json({ methods: await regionLinkMethods(req.scope, order.region_id) })
}

/** A request for money nobody has paid anything against yet: the link pays it. */
const payable = (collection: NonNullable<NonNullable<Order['payment_collections']>[number]>) =>
  (collection.status === 'not_paid' || collection.status === 'awaiting') && !(collection.payments ?? []).length

const OPEN = new Set(['authorized', 'partially_authorized', 'requires_action'])

/**
 * POST /admin/orders/:id/payment-link → `{ payment_collection: { id, amount, currency_code }, email, expires_at }`:
 * mails the customer a link to the storefront's page where they pay by card or PayPal (what the order's region has)
 * what the order still owes. The link
 * pays the order's open request for money (one staff made with "Offenen Betrag anfordern"), or a new one for the
 * outstanding amount; it is signed for that request and valid PAYMENT_LINK_DAYS days (rules/payment-link.ts). Sending
 * it again mails a new link to the same request. Refused (400, in the staff's language) for a cancelled order, an
 * order without an address, a region without card payments or PayPal, a payment already under way, or nothing owed.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const refused = REFUSED[visitorLocale(req)]
  const refuse = (message: string) => {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, message)
  }
  const order = await readOrder(req)
  if (order.status === 'canceled') refuse(refused.canceled)
  if (!order.email) refuse(refused.email)
  if (!(await regionLinkMethods(req.scope, order.region_id)).length) refuse(refused.methods)
  const collections = (order.payment_collections ?? []).filter((collection) => collection !== null)
  let collection: { id: string; amount: number; currency_code: string } | undefined = collections
    .filter(payable)
    .map((open) => ({ id: open.id, amount: Number(open.amount), currency_code: open.currency_code }))[0]
  if (!collection) {
    if (collections.some((candidate) => OPEN.has(candidate.status))) refuse(refused.open)
    const owed = roundCents(Number(order.summary?.pending_difference ?? 0))
    if (owed <= 0) refuse(refused.nothing)
    const { result } = await createOrderPaymentCollectionWorkflow(req.scope).run({ input: { order_id: order.id, amount: owed } })
    collection = { id: result[0].id, amount: Number(result[0].amount), currency_code: result[0].currency_code }
  }
  const expiresAt = new Date(Date.now() + PAYMENT_LINK_DAYS * 24 * 3600 * 1000)
  const token = await paymentLinkToken(collection.id, expiresAt, paymentLinkSecret())
  const locale = orderLocale(order)
  const country = order.shipping_address?.country_code ?? null
  const url = storefrontUrl(paymentLinkPath({ country, locale, collectionId: collection.id }), { token })
  const name = [order.shipping_address?.first_name, order.shipping_address?.last_name].filter(Boolean).join(' ') || (order.email as string)
  const mail = paymentLinkMail({
    locale,
    name,
    displayId: order.display_id,
    amount: collection.amount,
    currency: collection.currency_code,
    url,
    expiresAt,
    country,
  })
  // a mail server that is down keeps it in the outbox, tried again: `mail` says whether it went out now
  const mailed = await sendMail(
    req.scope,
    // the token stays out of the kept copy: whoever reads the sent mails must not be able to open the payment page
    mailNotification(
      mail,
      {
        to: order.email as string,
        template: 'order-payment-link',
        trigger_type: 'order.payment_link',
        resource_id: order.id,
        resource_type: 'order',
        data: { order_id: order.id, display_id: order.display_id, payment_collection_id: collection.id, locale },
      },
      { secrets: [token] },
    ),
  )
  res.json({ payment_collection: collection, email: order.email, expires_at: expiresAt.toISOString(), mail: mailed })
}
