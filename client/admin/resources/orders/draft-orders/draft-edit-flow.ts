import type { AdminDraftOrder } from '@medusajs/types'
import { draftEdits } from '../calls/change-kinds'
import { heldSteps } from '../calls/order-changes'
import { itemsOf } from '../edits/added-lines'
import { editFlow } from '../edits/edit-flow'

/**
 * The edit of a draft's lines (Medusa's `/admin/draft-orders/{id}/edit`): catalogue pieces and custom lines.
 * `resume` reopens the edit left half-way.
 */
export const draftEditFlow = (draft: AdminDraftOrder, resume = false) =>
  editFlow(
    {
      title: 'draftOrders.edit',
      custom: true,
      begin: resume ? null : draftEdits.begin,
      update: (id, itemId, quantity) => draftEdits.updateItem(id, itemId, { quantity }),
      held: heldSteps,
      add: (id, lines) => draftEdits.addedItems.add(id, { items: itemsOf(lines) }),
      updateAdded: (id, actionId, quantity) => draftEdits.addedItems.update(id, actionId, { quantity }),
      withdraw: draftEdits.withdraw,
      request: (id) => draftEdits.request(id),
      confirm: draftEdits.confirm,
      cancel: draftEdits.drop,
      done: 'draftOrders.edited',
      invalidates: ['draft-orders'],
    },
    draft,
  )
