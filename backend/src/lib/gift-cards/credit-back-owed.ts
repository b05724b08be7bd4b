import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { INVOICE_MODULE } from '../../modules/invoice'
import type { InvoiceModuleService } from '../../modules/invoice/service'
import { cardShares, cardsPaid } from '../../rules/gift-cards'
import { roundCents } from '../../rules/money'
import { creditGiftCardBackWorkflow } from '../../workflows/credit-gift-card-back'
import { noticeOfRefund } from '../refund-notice'
import { cardAccounts } from './card-accounts'

type Amount = number | string | null | undefined
type OwingOrder = {
  id: string
  status: string
  summary?: { pending_difference?: Amount } | null
  credit_lines?: ({ reference?: string | null; reference_id?: string | null; amount?: Amount } | null)[] | null
  payment_collections?:
    | ({ payments?: ({ captures?: ({ amount?: Amount } | null)[] | null; refunds?: ({ amount?: Amount } | null)[] | null } | null)[] | null } | null)[]
    | null
}
const sum = (amounts: Amount[]) => roundCents(amounts.reduce<number>((total, amount) => total + Number(amount ?? 0), 0))

/**
 * After a return was received: what the shop owes beyond the money its payments can still give
 * back goes onto the gift cards that paid the order (rules/gift-cards.ts `cardShares`), and the order records it.
 * Once per card and return (`reference` / `reference_id` of the card account's credit); run again, the
 * order owes that share no longer, so nothing goes twice. The shopper is mailed each card's share, with its credit
 * note when the order was invoiced (saying it went back onto the card). Answers how much went back onto cards.
 */
export async function creditCardsOfOwedOrder(
  container: MedusaContainer,
  orderId: string,
  cause: { reference: 'return'; reference_id: string },
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
  const order = orders[0] as unknown as OwingOrder | undefined
  if (!order || order.status === 'canceled') return 0
  const owed = -roundCents(Number(order.summary?.pending_difference ?? 0))
  if (owed <= 0) return 0
  const payments = (order.payment_collections ?? []).flatMap((collection) => collection?.payments ?? []).filter((payment) => !!payment)
  const refundable = roundCents(
    sum(payments.flatMap((payment) => (payment.captures ?? []).map((capture) => capture?.amount))) -
      sum(payments.flatMap((payment) => (payment.refunds ?? []).map((refund) => refund?.amount))),
  )
  const shares = cardShares(owed, refundable, cardsPaid(order.credit_lines))
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
