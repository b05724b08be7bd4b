import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { CLAIM_REFUND_REFERENCE, refundNotComingBack } from '../../rules/claim-refund'
import { recordClaimRefundWorkflow } from '../../workflows/record-claim-refund'
import { creditCardsOfOwedOrder } from './credit-back-owed'

type Pieces = { item_id: string; quantity: number }[]
type Claim = {
  id: string
  type: string
  order_id: string
  canceled_at?: string | Date | null
  claim_items?: Pieces | null
  return?: { items?: Pieces | null } | null
}
type Order = {
  id: string
  items?: ({ id: string; unit_price: number | string } | null)[] | null
  credit_lines?: ({ reference?: string | null; reference_id?: string | null } | null)[] | null
}

/**
 * A refund claim was confirmed (Medusa's route has answered, so its summary is final: `api/admin/claims/
 * credit-cards-after-claim.ts`). The claimed pieces that do not come back are recorded as owed, once per claim
 * (rules/claim-refund.ts; a credit line of the claim). A claim without a return is then settled like a received
 * return: what the money payments cannot give back goes onto the gift cards that paid (`creditCardsOfOwedOrder`,
 * once per card and claim). A claim with a return waits for its receipt, which takes the return's path
 * (subscriber `gift-card-owed`). One order at a time, under the lock the return's path takes.
 */
export async function creditCardsOfRefundClaim(container: MedusaContainer, claimId: string): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: claims } = await query.graph({
    entity: 'order_claim',
    fields: ['id', 'type', 'order_id', 'canceled_at', 'claim_items.item_id', 'claim_items.quantity', 'return.items.item_id', 'return.items.quantity'],
    filters: { id: claimId },
  })
  const claim = claims[0] as unknown as Claim | undefined
  if (!claim || claim.type !== 'refund' || claim.canceled_at) return 0
  const back = claim.return?.items ?? []
  return container.resolve(Modules.LOCKING).execute(
    `gift-card-owed:${claim.order_id}`,
    async () => {
      const { data: orders } = await query.graph({
        entity: 'order',
        fields: ['id', 'items.id', 'items.unit_price', 'credit_lines.reference', 'credit_lines.reference_id'],
        filters: { id: claim.order_id },
      })
      const order = orders[0] as unknown as Order | undefined
      if (!order) return 0
      const price = (itemId: string) => Number(order.items?.find((item) => item?.id === itemId)?.unit_price ?? 0)
      const owed = refundNotComingBack(claim.claim_items ?? [], back, price)
      const recorded = (order.credit_lines ?? []).some((line) => line?.reference === CLAIM_REFUND_REFERENCE && line.reference_id === claim.id)
      if (owed > 0 && !recorded) await recordClaimRefundWorkflow(container).run({ input: { order_id: order.id, claim_id: claim.id, amount: owed } })
      return back.length ? 0 : creditCardsOfOwedOrder(container, order.id, { reference: 'claim', reference_id: claim.id })
    },
    { timeout: 30 },
  )
}
