import { createWorkflow, transform, WorkflowResponse } from '@medusajs/framework/workflows-sdk'
import { CLAIM_REFUND_REFERENCE } from '../rules/claim-refund'
import { addCreditLine } from './credit-line-change'

export type RecordClaimRefundInput = { order_id: string; claim_id: string; amount: number }

/**
 * What a refund claim owes for the pieces that do not come back (rules/claim-refund.ts) goes on the order as a credit
 * line of the claim, so Medusa's summary shows it as owed: the money staff refund, the share of gift cards
 * (lib/gift-cards/credit-back-claim.ts).
 */
export const recordClaimRefundWorkflow = createWorkflow('record-claim-refund', (input: RecordClaimRefundInput) => {
  const change = addCreditLine(
    transform({ input }, ({ input }) => ({ order_id: input.order_id, reference: CLAIM_REFUND_REFERENCE, reference_id: input.claim_id, amount: input.amount })),
  )
  return new WorkflowResponse(change)
})
