import { createWorkflow, transform, WorkflowResponse } from '@medusajs/framework/workflows-sdk'
import { creditAccountsWorkflow } from '@medusajs/loyalty-plugin/workflows'
import { CREDIT_REFERENCES } from '../rules/gift-cards'
import { addCreditLine } from './credit-line-change'

export type CreditGiftCardBackInput = {
  order_id: string
  card_id: string
  account_id: string
  amount: number
  /** What the card account's credit refers to, once: `return` / the return's id. */
  reference: string
  reference_id: string
  note: string
}

/**
 * The share of a card (rules/gift-cards.ts `cardShares`) goes back onto it, and the order records it as a negative
 * gift card credit line (the card's id), so the order no longer shows it as owed — both or neither: the card's credit
 * is undone when the order's change fails. Medusa's admin route of credit lines is not used: the loyalty plugin turns
 * a negative line created there into the customer's store credit (a second refund, refused for a guest).
 */
export const creditGiftCardBackWorkflow = createWorkflow('credit-gift-card-back', (input: CreditGiftCardBackInput) => {
  const credits = transform({ input }, ({ input }) => [
    { account_id: input.account_id, amount: input.amount, reference: input.reference, reference_id: input.reference_id, note: input.note },
  ])
  const transactions = creditAccountsWorkflow.runAsStep({ input: credits })
  addCreditLine(
    transform({ input }, ({ input }) => ({
      order_id: input.order_id,
      reference: CREDIT_REFERENCES.giftCard,
      reference_id: input.card_id,
      amount: -input.amount,
    })),
  )
  return new WorkflowResponse(transactions)
})
