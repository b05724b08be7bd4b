import type { HttpTypes } from '@medusajs/types'

/**
 * What must not move when a flow is cancelled half-way: the order's version and states, its totals and summary,
 * each line with its quantities (ordered, fulfilled, returned, …) and price, its shipping methods and payments.
 */
export function orderSnapshot(order: HttpTypes.AdminOrder) {
  return {
    version: (order as { version?: number }).version,
    status: order.status,
    payment_status: order.payment_status,
    fulfillment_status: order.fulfillment_status,
    totals: { total: order.total, subtotal: order.subtotal, item_total: order.item_total, shipping_total: order.shipping_total, tax_total: order.tax_total },
    summary: order.summary,
    items: (order.items ?? [])
      .map((item) => ({
        id: item.id,
        variant_id: item.variant_id,
        quantity: item.quantity,
        unit_price: item.unit_price,
        total: item.total,
        detail: pick(item.detail),
      }))
      .sort((a, b) => a.id.localeCompare(b.id)),
    shipping_methods: (order.shipping_methods ?? []).map((method) => ({ id: method.id, amount: method.amount })).sort((a, b) => a.id.localeCompare(b.id)),
    payments: (order.payment_collections ?? []).map((collection) => ({ id: collection.id, status: collection.status, amount: collection.amount })),
  }
}

const QUANTITIES = [
  'quantity',
  'fulfilled_quantity',
  'delivered_quantity',
  'shipped_quantity',
  'return_requested_quantity',
  'return_received_quantity',
  'return_dismissed_quantity',
  'written_off_quantity',
] as const

function pick(detail: unknown) {
  const values = (detail ?? {}) as Record<string, unknown>
  return Object.fromEntries(QUANTITIES.map((key) => [key, values[key]]))
}
