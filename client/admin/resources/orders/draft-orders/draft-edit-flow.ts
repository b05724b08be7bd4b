import type { AdminDraftOrder } from '@medusajs/types'
import { addDraftItems, beginDraftEdit, cancelDraftEdit, confirmDraftEdit, removeDraftActionItem, requestDraftEdit, updateDraftItem } from '../calls/draft-orders'
import { itemsOf } from '../edits/added-lines'
import { addedSteps, editFlow } from '../edits/edit-flow'

/** The edit of a draft's lines (Medusa's `/admin/draft-orders/{id}/edit`): catalogue pieces and custom lines. */
export const draftEditFlow = (draft: AdminDraftOrder) =>
  editFlow(
    {
      title: 'draftOrders.edit',
      custom: true,
      begin: beginDraftEdit,
      update: (id, itemId, quantity) => updateDraftItem(id, itemId, { quantity }),
      add: async (id, lines) => addedSteps((await addDraftItems(id, itemsOf(lines))).draft_order_preview),
      removeAdded: removeDraftActionItem,
      request: requestDraftEdit,
      confirm: confirmDraftEdit,
      cancel: cancelDraftEdit,
      done: 'draftOrders.edited',
      invalidates: ['draft-orders'],
    },
    draft,
  )
