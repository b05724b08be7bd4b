import { getLastFulfillmentStatus, getLastPaymentStatus } from "@medusajs/core-flows"

/** The payment and fulfilment states Medusa 2.21 computes for an order (not columns: derived on every read). */
export const PAYMENT_STATES = ["not_paid", "awaiting", "authorized", "partially_authorized", "captured", "partially_captured", "partially_refunded", "refunded", "canceled", "requires_action"] as const
export const FULFILLMENT_STATES = ["not_fulfilled", "partially_fulfilled", "fulfilled", "partially_shipped", "shipped", "partially_delivered", "delivered", "canceled"] as const

export type PaymentRow = { order_id: string; currency_code: string; status: string | null; amount: string | null; captured_amount: string | null; refunded_amount: string | null }
export type FulfillmentRow = { order_id: string; packed_at: Date | null; shipped_at: Date | null; delivered_at: Date | null; canceled_at: Date | null }
export type ItemRow = { order_id: string; quantity: string; fulfilled_quantity: string }

const groupBy = <R extends { order_id: string }>(rows: R[]) => {
  const groups = new Map<string, R[]>()
  for (const row of rows) groups.set(row.order_id, [...(groups.get(row.order_id) ?? []), row])
  return groups
}

/**
 * The orders whose payment state is one of `wanted`, decided by Medusa's own rule (getLastPaymentStatus) over
 * each order's payment collections, so the filter and the list's column never disagree.
 */
export function ordersInPaymentStates(rows: PaymentRow[], wanted: readonly string[]): string[] {
  return [...groupBy(rows)].flatMap(([orderId, collections]) => {
    const payment_collections = collections.filter((row) => row.status).map((row) => ({ status: row.status, amount: Number(row.amount ?? 0), captured_amount: Number(row.captured_amount ?? 0), refunded_amount: Number(row.refunded_amount ?? 0) }))
    const state = getLastPaymentStatus({ currency_code: collections[0].currency_code, payment_collections } as never)
    return wanted.includes(state) ? [orderId] : []
  })
}

/** The orders whose fulfilment state is one of `wanted`, by Medusa's rule (getLastFulfillmentStatus). */
export function ordersInFulfillmentStates(orderIds: string[], fulfillments: FulfillmentRow[], items: ItemRow[], wanted: readonly string[]): string[] {
  const byOrder = groupBy(fulfillments)
  const itemsByOrder = groupBy(items)
  return orderIds.filter((orderId) => {
    const order = {
      fulfillments: byOrder.get(orderId) ?? [],
      items: (itemsByOrder.get(orderId) ?? []).map((item) => ({ raw_quantity: Number(item.quantity), detail: { raw_fulfilled_quantity: Number(item.fulfilled_quantity) } })),
    }
    return wanted.includes(getLastFulfillmentStatus(order as never))
  })
}
