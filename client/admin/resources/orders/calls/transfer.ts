import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'

/** POST /admin/orders/{id}/transfer: offers a guest's order to a customer account; the customer accepts by mail. */
export async function requestTransfer(
  orderId: string,
  input: { customer_id: string; internal_note?: string; description?: string },
): Promise<HttpTypes.AdminOrder> {
  return (await sdk.admin.order.requestTransfer(orderId, input)).order
}

/** POST /admin/orders/{id}/transfer/cancel: withdraws the offer before the customer accepted it. */
export async function cancelTransfer(orderId: string): Promise<HttpTypes.AdminOrder> {
  return (await sdk.admin.order.cancelTransfer(orderId)).order
}

/** The offer to a customer still waiting for the customer's answer (GET /admin/orders/{id}/changes), if there is one. */
export async function pendingTransferOf(orderId: string): Promise<{ id: string; customer_id: string | null } | null> {
  const { order_changes } = await sdk.admin.order.listChanges(orderId, { change_type: 'transfer' })
  const change = order_changes.find((candidate) => candidate.change_type === 'transfer' && candidate.status === 'requested')
  if (!change) return null
  const action = (change.actions ?? []).find((candidate) => candidate.action === 'TRANSFER_CUSTOMER')
  return { id: change.id, customer_id: (action?.reference_id as string | undefined) ?? null }
}
