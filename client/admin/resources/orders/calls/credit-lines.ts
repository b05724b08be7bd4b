import type { HttpTypes } from '@medusajs/types'
import { sdk } from '../../../api/sdk'

/**
 * POST /admin/orders/{id}/credit-lines: credits (positive) or charges (negative) an amount on the order outside its
 * items, e.g. goodwill on a late delivery; `reference`/`reference_id` name what it belongs to.
 */
export async function createCreditLine(
  orderId: string,
  input: { amount: number; reference: string; reference_id: string; metadata?: Record<string, unknown> },
): Promise<HttpTypes.AdminOrder> {
  return (await sdk.admin.order.createCreditLine(orderId, input, { fields: 'id,total,*credit_lines,*summary' })).order
}
