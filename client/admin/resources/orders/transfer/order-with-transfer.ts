import type { AdminOrder } from '@medusajs/types'
import { type Calls, restCalls } from '../../../engine/calls'
import { pendingTransferOf } from '../calls/transfer'

type PendingTransfer = Awaited<ReturnType<typeof pendingTransferOf>>

/** The order's detail with the transfer offer still open, which Medusa keeps among the order's changes, not on the order. */
export type OrderWithTransfer = AdminOrder & { pending_transfer?: PendingTransfer }

const plain = restCalls<AdminOrder>('/admin/orders', 'orders', 'order')

/**
 * The detail's call: the order and, beside it, whether a transfer offer waits for the customer (the transfer actions'
 * `when`). When the changes cannot be read the order still shows, without the transfer actions.
 */
export const retrieveOrder: Calls<AdminOrder>['retrieve'] = async (id, query, signal) => {
  const [order, transfer] = await Promise.all([
    plain.retrieve(id, query, signal),
    pendingTransferOf(id).then(
      (pending_transfer) => ({ pending_transfer }),
      () => ({}),
    ),
  ])
  return { ...order, ...transfer } satisfies OrderWithTransfer
}

/** The open transfer offer of an order read by `retrieveOrder` (none on a list row). */
export const pendingTransfer = (order: AdminOrder): PendingTransfer => (order as OrderWithTransfer).pending_transfer ?? null
