import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { creditAccountsWorkflow } from '@medusajs/loyalty-plugin/workflows'
import { cardsPaid } from '../../rules/gift-cards'
import { roundCents } from '../../rules/money'
import { cardAccounts } from './card-accounts'

/**
 * What gift cards paid of an order goes back onto them when the order is cancelled (a card is a means of payment: the
 * money it paid returns where it came from, as a captured payment is refunded). Once per card and order: the credit
 * is the card account's transaction `order` / the order's id. Answers how much went back.
 */
export async function creditCardsOfCanceledOrder(container: MedusaContainer, orderId: string): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = await query.graph({
    entity: 'order',
    fields: ['id', 'credit_lines.reference', 'credit_lines.reference_id', 'credit_lines.amount'],
    filters: { id: orderId },
  })
  const lines = ((orders[0] as { credit_lines?: ({ reference?: string | null; reference_id?: string | null; amount?: unknown } | null)[] } | undefined)
    ?.credit_lines ?? []) as { reference?: string | null; reference_id?: string | null; amount?: unknown }[]
  // net of what already went back onto a card (a negative line after a return, credit-back-owed.ts)
  const paid = new Map(cardsPaid(lines).map((card) => [card.id, card.paid]))
  if (!paid.size) return 0
  const credits = (await cardAccounts(container, [...paid.keys()]))
    .filter((card) => !card.credited('order', orderId))
    .map((card) => ({ account_id: card.accountId, amount: paid.get(card.id)!, reference: 'order', reference_id: orderId, note: 'Order canceled' }))
  if (!credits.length) return 0
  await creditAccountsWorkflow(container).run({ input: credits })
  return roundCents(credits.reduce((sum, credit) => sum + credit.amount, 0))
}
