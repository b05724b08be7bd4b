import type { AdminOrder } from '@medusajs/types'
import { orderEdits } from '../calls/change-kinds'
import { itemsOf } from './added-lines'
import { addedSteps, editFlow } from './edit-flow'

/**
 * An order edit (Medusa's `/admin/order-edits`): pieces of the catalogue added, other quantities, lines removed.
 * Once confirmed, Medusa asks for any difference by a payment collection of its own, which the order's outstanding
 * amount shows.
 */
export const orderEditFlow = (order: AdminOrder) =>
  editFlow(
    {
      title: 'orderEdits.title',
      custom: false,
      begin: (id) => orderEdits.begin({ order_id: id }),
      update: (id, itemId, quantity) => orderEdits.updateItem(id, itemId, { quantity }),
      // an order edit adds only pieces of the catalogue (the field offers no custom lines)
      add: async (id, lines) =>
        addedSteps((await orderEdits.addedItems.add(id, { items: itemsOf(lines) as { variant_id: string; quantity: number }[] })).order_preview),
      removeAdded: orderEdits.addedItems.remove,
      updateAdded: (id, actionId, quantity) => orderEdits.addedItems.update(id, actionId, { quantity }),
      request: (id) => orderEdits.request(id),
      confirm: orderEdits.confirm,
      cancel: orderEdits.drop,
      done: 'orderEdits.done',
      invalidates: ['orders'],
    },
    order,
  )
