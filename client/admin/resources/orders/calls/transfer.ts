import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'

/** POST /admin/orders/{id}/transfer: offers a guest's order to a customer account; the customer accepts by mail. */
export async function requestTransfer(orderId: string, input: { customer_id: string; internal_note?: string; description?: string }): Promise<HttpTypes.AdminOrder> {
  return (await sdk.admin.order.requestTransfer(orderId, input)).order
}

/** POST /admin/orders/{id}/transfer/cancel: withdraws the offer before the customer accepted it. */
export async function cancelTransfer(orderId: string): Promise<HttpTypes.AdminOrder> {
  return (await sdk.admin.order.cancelTransfer(orderId)).order
}
