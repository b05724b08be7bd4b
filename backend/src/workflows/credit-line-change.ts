import { ChangeActionType, Modules, OrderChangeType } from '@medusajs/framework/utils'
import { createStep, StepResponse, transform, type WorkflowData } from '@medusajs/framework/workflows-sdk'
import { createOrderChangeActionsWorkflow, createOrderChangeStep } from '@medusajs/medusa/core-flows'

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

type CreditLine = { order_id: string; reference: string; reference_id: string; amount: number }

/**
 * The steps of a workflow that put one credit line on an order as an order change of its own, confirmed at once
 * (positive: the order owes the customer that much more; negative: less), and undo it when a later step fails.
 * Medusa's admin route of credit lines is not used: the loyalty plugin turns a negative line created there into the
 * customer's store credit.
 */
export function addCreditLine(line: WorkflowData<CreditLine>) {
  const change = createOrderChangeStep(transform({ line }, ({ line }) => ({ order_id: line.order_id, change_type: OrderChangeType.CREDIT_LINE })))
  const action = transform({ line, change }, ({ line, change }) => [
    {
      order_change_id: change.id,
      order_id: line.order_id,
      version: change.version,
      action: ChangeActionType.CREDIT_LINE_ADD,
      reference: line.reference,
      reference_id: line.reference_id,
      amount: line.amount,
    },
  ])
  createOrderChangeActionsWorkflow.runAsStep({ input: action })
  confirmCreditLineStep(transform({ line, change }, ({ line, change }) => ({ change_id: change.id, order_id: line.order_id })))
  return change
}
