import type { AdminOrder } from '@medusajs/types'
import { orderEdits } from '../calls/change-kinds'
import { heldSteps } from '../calls/order-changes'
import { itemsOf } from './added-lines'
import { editFlow } from './edit-flow'

/**
 * An order edit (Medusa's `/admin/order-edits`): pieces of the catalogue added, other quantities, lines removed.
 * Once confirmed, Medusa asks for any difference by a payment collection of its own, which the order's outstanding
 * amount shows. `resume` reopens the edit left half-way.
 */
export const orderEditFlow = (order: AdminOrder, resume = false) =>
  editFlow(
    {
      title: 'orderEdits.title',
      custom: false,
      begin: resume ? null : (id) => orderEdits.begin({ order_id: id }),
      update: (id, itemId, quantity) => orderEdits.updateItem(id, itemId, { quantity }),
      held: heldSteps,
      // an order edit adds only pieces of the catalogue (the field offers no custom lines)
      add: (id, lines) => orderEdits.addedItems.add(id, { items: itemsOf(lines) as { variant_id: string; quantity: number }[] }),
      updateAdded: (id, actionId, quantity) => orderEdits.addedItems.update(id, actionId, { quantity }),
      withdraw: orderEdits.withdraw,
      request: (id) => orderEdits.request(id),
      confirm: orderEdits.confirm,
      cancel: orderEdits.drop,
      done: 'orderEdits.done',
      invalidates: ['orders'],
    },
    order,
  )
