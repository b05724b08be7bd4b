import { sdk } from '../../../api/sdk'

/** How far each piece of an order line has come: packed, shipped, delivered, asked back, back, damaged. */
export type LineProgress = {
  item_id: string
  quantity: number
  fulfilled_quantity: number
  shipped_quantity: number
  delivered_quantity: number
  return_requested_quantity: number
  return_received_quantity: number
  return_dismissed_quantity: number
  written_off_quantity: number
}

const FIELDS =
  'item_id,version,quantity,fulfilled_quantity,shipped_quantity,delivered_quantity,return_requested_quantity,return_received_quantity,return_dismissed_quantity,written_off_quantity'

/**
 * GET /admin/orders/{id}/line-items: each line's quantities at the order's current version (Medusa keeps a row
 * per line and version; an edit adds a version). Answers them by line id.
 */
export async function listLineProgress(orderId: string, version: number, signal?: AbortSignal): Promise<Map<string, LineProgress>> {
  const { order_items } = await sdk.client.fetch<{ order_items: LineProgress[] }>(`/admin/orders/${encodeURIComponent(orderId)}/line-items`, {
    query: { fields: FIELDS, version },
    signal,
  })
  return new Map(order_items.map((line) => [line.item_id, line]))
}
