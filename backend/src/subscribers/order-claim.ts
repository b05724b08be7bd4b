import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { requestOrderTransferWorkflow } from '@medusajs/medusa/core-flows'
import { ORDER_CLAIM_REQUESTED, type OrderClaimRequested } from '../lib/order-claim-event'

type Candidate = { id: string; email: string | null; status: string; customer?: { has_account?: boolean } | null }

/**
 * A customer's claim of a guest order by its number (POST /store/customers/me/order-claims). Only a guest order
 * placed with the customer's own address qualifies; for it, Medusa's transfer request records the change and the
 * order's address gets the mail with the accept and decline links (order-transfer-mail.ts). Anything else ends here
 * without a trace the customer could see.
 */
export default async function orderClaim({ event: { data }, container }: SubscriberArgs<OrderClaimRequested>) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const [{ data: customers }, { data: orders }] = await Promise.all([
    query.graph({ entity: 'customer', fields: ['id', 'email', 'has_account'], filters: { id: data.customer_id } }),
    query.graph({ entity: 'order', fields: ['id', 'email', 'status', 'customer.has_account'], filters: { display_id: data.display_id } }),
  ])
  const customer = customers[0] as { id: string; email?: string | null; has_account?: boolean } | undefined
  const email = customer?.has_account ? customer.email?.toLowerCase() : undefined
  const order = (orders as unknown as Candidate[]).find(
    (candidate) => email && candidate.email?.toLowerCase() === email && !candidate.customer?.has_account && candidate.status !== 'canceled',
  )
  if (!customer || !order) return
  try {
    await requestOrderTransferWorkflow(container).run({ input: { order_id: order.id, customer_id: customer.id, logged_in_user: customer.id } })
  } catch (error) {
    // most often a transfer of this order is already waiting for its answer: its mail is out
    logger.info(`order claim of #${data.display_id} by ${customer.id}: no new transfer request (${(error as Error).message})`)
  }
}

export const config: SubscriberConfig = { event: ORDER_CLAIM_REQUESTED }
