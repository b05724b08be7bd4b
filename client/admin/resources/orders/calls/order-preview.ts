import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'
import { type PreviewMoney, previewMoney } from './preview-money'

/**
 * GET /admin/orders/{id}/preview: the order as it will be once the pending change (return, claim, exchange, edit)
 * is confirmed, with the money to pay or refund — what a screen shows when it reopens a flow left half-way.
 */
export async function retrieveOrderPreview(orderId: string): Promise<{ preview: HttpTypes.AdminOrderPreview; money: PreviewMoney }> {
  const { order } = await sdk.admin.order.retrievePreview(orderId)
  return { preview: order, money: previewMoney(order) }
}
