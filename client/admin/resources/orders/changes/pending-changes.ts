import type { AdminDraftOrder, AdminOrder } from '@medusajs/types'
import type { ZodObject } from 'zod'
import { request } from '../../../engine/calls'
import { flowAction } from '../../../engine/flow/flow-action'
import type { FlowSpec } from '../../../engine/flow/flow-spec'
import type { ActionSpec } from '../../../engine/resource'
import type { MessageKey } from '../../../i18n'
import { claims, draftEdits, exchanges, orderEdits, returns } from '../calls/change-kinds'
import { claimFlow } from '../claims/claim-flow'
import { draftEditFlow } from '../draft-orders/draft-edit-flow'
import { orderEditFlow } from '../edits/order-edit-flow'
import { exchangeFlow } from '../exchanges/exchange-flow'
import { receiveReturnFlow } from '../returns/receive-return-flow'
import { requestReturnFlow } from '../returns/request-return-flow'

/** Medusa's order change as the order page lists it: its kind, state, when begun, and the return, claim or exchange it belongs to. */
type PendingChange = {
  id: string
  change_type: string
  status: string
  created_at: string | Date
  return_id?: string | null
  claim_id?: string | null
  exchange_id?: string | null
  claim_type?: 'refund' | 'replace'
}

/**
 * What staff can do with each kind of pending change: its name, how it is resumed in its flow (the flow reopened on
 * the change, with what it holds) and how it is dropped, so the order is as before.
 */
const isDraft = (order: AdminOrder) => (order.status as string) === 'draft'

type Kind = {
  label: MessageKey
  resume: (order: AdminOrder, change: PendingChange) => FlowSpec<any, ZodObject, any>
  drop: (order: AdminOrder, change: PendingChange) => Promise<void>
}
const KINDS: Record<string, Kind> = {
  return_request: {
    label: 'pendingChanges.kinds.return_request',
    resume: (order, change) => requestReturnFlow(order, change.return_id!),
    drop: (_, change) => returns.drop(change.return_id!),
  },
  return_receive: {
    label: 'pendingChanges.kinds.return_receive',
    resume: (order, change) => receiveReturnFlow(order, change.return_id!, true),
    drop: (_, change) => returns.dropReceive(change.return_id!),
  },
  claim: {
    label: 'pendingChanges.kinds.claim',
    resume: (order, change) => claimFlow(order, change.claim_type ?? 'replace', change.claim_id!),
    drop: (_, change) => claims.drop(change.claim_id!),
  },
  exchange: {
    label: 'pendingChanges.kinds.exchange',
    resume: (order, change) => exchangeFlow(order, change.exchange_id!),
    drop: (_, change) => exchanges.drop(change.exchange_id!),
  },
  // an order's edit, or a draft's (a draft is an order Medusa keeps with the status "draft")
  edit: {
    label: 'pendingChanges.kinds.edit',
    resume: (order) => (isDraft(order) ? draftEditFlow(order as unknown as AdminDraftOrder, true) : orderEditFlow(order, true)),
    drop: (order) => (isDraft(order) ? draftEdits.drop(order.id) : orderEdits.drop(order.id)),
  },
}

export const pendingChangeLabel = (change: PendingChange): MessageKey => KINDS[change.change_type]?.label ?? 'pendingChanges.kinds.other'

/**
 * GET /admin/orders/{id}/changes: the changes of the order begun and neither confirmed nor cancelled (a tab closed
 * half-way leaves one, and Medusa refuses every other change of the order while it is open); a claim with its type.
 */
export async function listPendingChanges(orderId: string, signal?: AbortSignal): Promise<PendingChange[]> {
  const { order_changes } = await request<{ order_changes: PendingChange[] }>(`/admin/orders/${encodeURIComponent(orderId)}/changes`, { signal })
  const pending = order_changes.filter((change) => (change.status === 'pending' || change.status === 'requested') && change.change_type in KINDS)
  return Promise.all(
    pending.map(async (change) =>
      change.claim_id ? { ...change, claim_type: (await claims.retrieve(change.claim_id)).type as PendingChange['claim_type'] } : change,
    ),
  )
}

/** "Resume": the change's flow in a drawer, on the change as it was left. */
export const resumeChange = (change: PendingChange) =>
  flowAction<AdminOrder>({
    id: `resume-${change.id}`,
    label: 'pendingChanges.resume',
    icon: 'i-ph-play',
    flow: (order) => KINDS[change.change_type].resume(order, change),
  })

/** "Discard": drops the change after asking; the order is as before. */
export const discardChange = (change: PendingChange): ActionSpec<AdminOrder> => ({
  id: `discard-${change.id}`,
  label: 'pendingChanges.discard',
  icon: 'i-ph-x-circle',
  tone: 'danger',
  confirm: { title: 'pendingChanges.discardTitle', text: 'pendingChanges.discardText', action: 'pendingChanges.discard' },
  run: ([order]) => KINDS[change.change_type].drop(order, change),
  done: 'pendingChanges.discarded',
  invalidates: ['orders', 'draft-orders'],
})
