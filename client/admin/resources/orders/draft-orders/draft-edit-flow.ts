import type { AdminDraftOrder } from '@medusajs/types'
import { addDraftItems, beginDraftEdit, cancelDraftEdit, confirmDraftEdit, requestDraftEdit, updateDraftItem } from '../calls/draft-orders'
import { itemsOf } from '../edits/added-lines'
import { editFlow } from '../edits/edit-flow'

/** The edit of a draft's lines (Medusa's `/admin/draft-orders/{id}/edit`): catalogue pieces and custom lines. */
export const draftEditFlow = (draft: AdminDraftOrder) =>
  editFlow(
    {
      title: 'draftOrders.edit',
      custom: true,
      begin: beginDraftEdit,
      update: (id, itemId, quantity) => updateDraftItem(id, itemId, { quantity }),
      add: (id, lines) => addDraftItems(id, itemsOf(lines)),
      request: requestDraftEdit,
      confirm: confirmDraftEdit,
      cancel: cancelDraftEdit,
      done: 'draftOrders.edited',
      invalidates: ['draft-orders'],
    },
    draft,
  )
