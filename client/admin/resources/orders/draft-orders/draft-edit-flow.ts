import type { AdminDraftOrder } from '@medusajs/types'
import { draftEdits } from '../calls/change-kinds'
import { itemsOf } from '../edits/added-lines'
import { addedSteps, editFlow } from '../edits/edit-flow'

/** The edit of a draft's lines (Medusa's `/admin/draft-orders/{id}/edit`): catalogue pieces and custom lines. */
export const draftEditFlow = (draft: AdminDraftOrder) =>
  editFlow(
    {
      title: 'draftOrders.edit',
      custom: true,
      begin: draftEdits.begin,
      update: (id, itemId, quantity) => draftEdits.updateItem(id, itemId, { quantity }),
      add: async (id, lines) => addedSteps((await draftEdits.addedItems.add(id, { items: itemsOf(lines) })).draft_order_preview),
      removeAdded: draftEdits.addedItems.remove,
      updateAdded: (id, actionId, quantity) => draftEdits.addedItems.update(id, actionId, { quantity }),
      request: (id) => draftEdits.request(id),
      confirm: draftEdits.confirm,
      cancel: draftEdits.drop,
      done: 'draftOrders.edited',
      invalidates: ['draft-orders'],
    },
    draft,
  )
