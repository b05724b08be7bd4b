import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { updateGiftCardsWorkflow } from '@medusajs/loyalty-plugin/workflows'
import { giftCardMail } from '../../mail/gift-card'
import { mailNotification } from '../../mail/mail-notification'
import { sendMail } from '../../mail/send-mail'
import { storefrontUrl } from '../../mail/storefront'
import { GIFT_CARD_LINE } from '../../rules/gift-cards'
import { orderLocale } from '../../rules/languages'
import { shopDay } from '../../rules/shop-days'
import { giftCardPdf } from './gift-card-pdf'

type BoughtCard = {
  id: string
  code: string
  value: number
  currency_code: string
  expires_at: string | null
  line_item_id: string | null
  reference_id: string | null
  metadata: Record<string, unknown> | null
}

type PaidOrder = {
  id: string
  email: string | null
  status: string
  payment_collections: ({ amount: unknown; captured_amount: unknown; status: string } | null)[] | null
  metadata: Record<string, unknown> | null
  shipping_address: { country_code?: string | null; first_name?: string | null; last_name?: string | null } | null
  items: ({ id: string; metadata: Record<string, unknown> | null } | null)[] | null
}

/** Paid: every request for money of the order captured in full (Medusa's payment status is worked out by its routes, not stored). */
const paid = (order: PaidOrder) => {
  const collections = (order.payment_collections ?? []).filter((collection) => !!collection && collection.status !== 'canceled')
  return collections.length > 0 && collections.every((collection) => Number(collection!.captured_amount ?? 0) >= Number(collection!.amount ?? 0))
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * Mails every bought gift card that is due (rules/gift-cards.ts, `GIFT_CARD_LINE`): its order is paid (captured: a
 * card is worth money only once the shop has it) and not cancelled, and its delivery day has come (Berlin); to the
 * recipient the buyer named, else to the buyer, in the order's language, with the designed PDF attached. Each card is
 * mailed once (its `metadata.mailed_at`, and the notification's idempotency key). Answers how many were mailed.
 */
export async function deliverDueGiftCards(container: MedusaContainer, now = new Date()): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const { data: cards } = await query.graph({
    entity: 'gift_card',
    fields: ['id', 'code', 'value', 'currency_code', 'expires_at', 'line_item_id', 'reference_id', 'metadata'],
    filters: { reference: 'order' },
    pagination: { order: { created_at: 'DESC' }, take: 500 },
  })
  const waiting = (cards as BoughtCard[]).filter((card) => !card.metadata?.mailed_at && card.reference_id)
  if (!waiting.length) return 0
  const { data: orders } = await query.graph({
    entity: 'order',
    fields: [
      'id',
      'email',
      'status',
      'metadata',
      'shipping_address.*',
      'items.id',
      'items.metadata',
      'payment_collections.amount',
      'payment_collections.captured_amount',
      'payment_collections.status',
    ],
    filters: { id: [...new Set(waiting.map((card) => card.reference_id!))] },
  })
  const byId = new Map((orders as unknown as PaidOrder[]).map((order) => [order.id, order]))
  const today = shopDay(now)!
  let mailed = 0
  for (const card of waiting) {
    const order = byId.get(card.reference_id!)
    if (!order?.email || order.status === 'canceled' || !paid(order)) continue
    const line = (order.items ?? []).find((item) => item?.id === card.line_item_id)?.metadata ?? {}
    const deliverOn = text(line[GIFT_CARD_LINE.deliverOn])
    if (deliverOn && deliverOn > today) continue
    const to = text(line[GIFT_CARD_LINE.recipientEmail]) ?? order.email
    const recipientName = text(line[GIFT_CARD_LINE.recipientName])
    const buyer = [order.shipping_address?.first_name, order.shipping_address?.last_name].filter(Boolean).join(' ') || null
    const locale = orderLocale(order)
    const country = order.shipping_address?.country_code ?? null
    const shop = storefrontUrl(`/${country ?? 'de'}`)
    const message = text(line[GIFT_CARD_LINE.message])
    const pdf = await giftCardPdf({
      locale,
      code: card.code,
      value: Number(card.value),
      currency: card.currency_code,
      expiresAt: card.expires_at,
      recipientName,
      message,
      shop: new URL(shop).host,
      country,
    })
    const mail = giftCardMail({
      locale,
      code: card.code,
      value: Number(card.value),
      currency: card.currency_code,
      expiresAt: card.expires_at,
      name: recipientName ?? (to === order.email ? (buyer ?? to) : to),
      from: to === order.email ? null : buyer,
      message,
      shopUrl: shop,
      country,
    })
    // through the outbox, as every mail: a mail server that is down delays the card's mail, never loses it
    await sendMail(
      container,
      mailNotification(
        mail,
        {
          to,
          template: 'gift-card',
          trigger_type: 'gift_card.delivered',
          resource_id: card.id,
          resource_type: 'gift_card',
          idempotency_key: `gift-card:${card.id}`,
          attachments: [
            {
              content: pdf.toString('base64'),
              filename: `${locale === 'de' ? 'Geschenkgutschein' : 'Gift-card'}-${card.code}.pdf`,
              content_type: 'application/pdf',
              disposition: 'attachment',
            },
          ],
          data: { order_id: order.id, locale },
        },
        // the code is what the card is worth: the back office's copy of the mail never shows it
        { secrets: [card.code] },
      ),
    )
    await updateGiftCardsWorkflow(container).run({ input: [{ id: card.id, metadata: { ...card.metadata, mailed_at: now.toISOString(), mailed_to: to } }] })
    logger.info(`gift card ${card.id} of order ${order.id} mailed`)
    mailed++
  }
  return mailed
}
