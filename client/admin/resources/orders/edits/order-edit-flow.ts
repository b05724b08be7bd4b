import type { AdminOrder } from '@medusajs/types'
import { addOrderEditItems, beginOrderEdit, cancelOrderEdit, confirmOrderEdit, removeOrderEditAddedItem, requestOrderEdit, updateOrderEditItem } from '../calls/order-edits'
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
      begin: (id) => beginOrderEdit(id),
      update: (id, itemId, quantity) => updateOrderEditItem(id, itemId, { quantity }),
      // an order edit adds only pieces of the catalogue (the field offers no custom lines)
      add: async (id, lines) => addedSteps((await addOrderEditItems(id, itemsOf(lines) as { variant_id: string; quantity: number }[])).order_preview),
      removeAdded: removeOrderEditAddedItem,
      request: requestOrderEdit,
      confirm: confirmOrderEdit,
      cancel: cancelOrderEdit,
      done: 'orderEdits.done',
      invalidates: ['orders'],
    },
    order,
  )
