import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { INVOICE_MODULE } from '../../modules/invoice'
import type { InvoiceModuleService } from '../../modules/invoice/service'
import { type OwingOrder, owedSplit } from '../../rules/gift-cards'
import { roundCents } from '../../rules/money'
import { creditGiftCardBackWorkflow } from '../../workflows/credit-gift-card-back'
import { noticeOfRefund } from '../refund-notice'
import { cardAccounts } from './card-accounts'

type Queried = OwingOrder & { id: string; status: string; summary?: { pending_difference?: number | string | null } | null }

/**
 * After a return was received or a refund claim without a return confirmed: what the shop owes beyond the money its
 * payments can still give back goes onto the gift cards that paid the order (rules/gift-cards.ts `owedSplit`), and the
 * order records it. Once per card and return or claim (`reference` / `reference_id` of the card account's credit); run again, the
 * order owes that share no longer, so nothing goes twice. The shopper is mailed each card's share, with its credit
 * note when the order was invoiced (saying it went back onto the card). Answers how much went back onto cards.
 */
export async function creditCardsOfOwedOrder(
  container: MedusaContainer,
  orderId: string,
  cause: { reference: 'return' | 'claim'; reference_id: string },
): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: 'order',
    fields: [
      'id',
      'status',
      'summary',
      'credit_lines.reference',
      'credit_lines.reference_id',
      'credit_lines.amount',
      'payment_collections.payments.captures.amount',
      'payment_collections.payments.refunds.amount',
    ],
    filters: { id: orderId },
  })
  const order = orders[0] as unknown as Queried | undefined
  if (!order || order.status === 'canceled') return 0
  const shares = owedSplit(-roundCents(Number(order.summary?.pending_difference ?? 0)), order).cards
  if (!shares.length) return 0
  const cards = await cardAccounts(
    container,
    shares.map((share) => share.id),
  )
  let credited = 0
  for (const share of shares) {
    const card = cards.find((candidate) => candidate.id === share.id)
    if (!card || card.credited(cause.reference, cause.reference_id)) continue
    const { result } = await creditGiftCardBackWorkflow(container).run({
      input: {
        order_id: orderId,
        card_id: share.id,
        account_id: card.accountId,
        amount: share.amount,
        ...cause,
        note: `Order ${cause.reference}`,
      },
    })
    credited = roundCents(credited + share.amount)
    const transaction = (result as { id: string; created_at?: string | Date }[])[0]
    // its credit note when the order was invoiced (a share before the invoice corrects none), and the shopper's mail
    if (transaction)
      await noticeOfRefund(
        container,
        orderId,
        { id: transaction.id, amount: share.amount, created_at: transaction.created_at ?? new Date(), gift_card: card.code },
        { invoiced: !!(await container.resolve<InvoiceModuleService>(INVOICE_MODULE).findByOrder(orderId)), key: `gift-card-back:${transaction.id}` },
      )
  }
  return credited
}
