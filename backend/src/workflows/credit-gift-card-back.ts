import { ChangeActionType, Modules, OrderChangeType } from '@medusajs/framework/utils'
import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from '@medusajs/framework/workflows-sdk'
import { creditAccountsWorkflow } from '@medusajs/loyalty-plugin/workflows'
import { createOrderChangeActionsWorkflow, createOrderChangeStep } from '@medusajs/medusa/core-flows'
import { CREDIT_REFERENCES } from '../rules/gift-cards'

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

// Medusa's own step of confirming order changes is not exported; the same call, undone the same way
const confirmCreditLineStep = createStep(
  'confirm-gift-card-credit-line',
  async ({ change_id, order_id }: { change_id: string; order_id: string }, { container }) => {
    await container.resolve(Modules.ORDER).confirmOrderChange({ id: change_id })
    return new StepResponse(null, { order_id, change_id })
  },
  async (confirmed, { container }) => {
    if (confirmed) await container.resolve(Modules.ORDER).undoLastChange(confirmed.order_id)
  },
)

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
  const change = createOrderChangeStep({ order_id: input.order_id, change_type: OrderChangeType.CREDIT_LINE })
  const action = transform({ input, change }, ({ input, change }) => [
    {
      order_change_id: change.id,
      order_id: input.order_id,
      version: change.version,
      action: ChangeActionType.CREDIT_LINE_ADD,
      reference: CREDIT_REFERENCES.giftCard,
      reference_id: input.card_id,
      amount: -input.amount,
    },
  ])
  createOrderChangeActionsWorkflow.runAsStep({ input: action })
  const confirm = transform({ input, change }, ({ input, change }) => ({ change_id: change.id, order_id: input.order_id }))
  confirmCreditLineStep(confirm)
  return new WorkflowResponse(transactions)
})
