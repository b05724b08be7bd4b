import type { AdminOrder } from '@medusajs/types'
import { roundCents } from '../../../../../rules/money'
import { flowAction } from '../../../engine/flow/flow-action'
import type { RenderContext } from '../../../engine/resource'
import { money } from '../../../ui/format'
import { orderEditFlow } from './order-edit-flow'

/** "Edit order": add, change or remove lines of an order not cancelled, with the money shown before confirming. */
export const editOrder = flowAction<AdminOrder>({
  id: 'edit-order',
  label: 'orderEdits.action',
  icon: 'i-ph-pencil-simple-line',
  when: (order) => order.status !== 'canceled' && order.status !== 'archived',
  flow: (order) => orderEditFlow(order),
})

/**
 * What the customer still owes (an edit that raised the total, before the difference arrives): Medusa's summary of
 * the order, nothing when all is paid. Staff ask for it by a payment collection.
 */
export function outstanding(order: AdminOrder, { locale }: RenderContext) {
  const open = roundCents(order.summary?.pending_difference)
  return open > 0 ? <span data-testid="order-outstanding">{money(open, order.currency_code, locale)}</span> : null
}
