import type { AdminOrder } from '@medusajs/types'
import { flowAction } from '../../../engine/flow/flow-action'
import { claimFlow } from './claim-flow'

// claims and exchanges concern goods that reached the customer: an order with something fulfilled, not cancelled
export const shipped = (order: AdminOrder) => order.status !== 'canceled' && !['not_fulfilled', 'canceled'].includes(order.fulfillment_status)

/** "Reklamation: Ersatz": damaged goods replaced. */
export const claimReplacement = flowAction<AdminOrder>({
  id: 'claim-replace',
  label: 'claims.replaceAction',
  icon: 'i-ph-seal-warning',
  when: shipped,
  flow: (order) => claimFlow(order, 'replace'),
})
/** "Reklamation: Erstattung": damaged goods, money back. */
export const claimRefund = flowAction<AdminOrder>({
  id: 'claim-refund',
  label: 'claims.refundAction',
  icon: 'i-ph-receipt-x',
  when: shipped,
  flow: (order) => claimFlow(order, 'refund'),
})
