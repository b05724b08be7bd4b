import type { HttpTypes } from '@medusajs/types'
import { roundCents as cents } from '../../../../../rules/money'

/** One line of the return form: an item of the order, how many of it can still come back, and the choice. */
export type RequestLine = { item_id: string; title: string; returnable: number; unit_price: number; quantity: number; reason_id: string; note: string }

const count = (value: unknown) => Number(value ?? 0)

/**
 * How many pieces of a line can still be sent back: what was fulfilled, less what is already asked back, received or
 * dismissed by other returns (Medusa refuses more than fulfilled and not yet requested).
 */
export function returnableQuantity(item: HttpTypes.AdminOrderLineItem): number {
  const detail = item.detail
  if (!detail) return 0
  return Math.max(
    count(detail.fulfilled_quantity) -
      count(detail.return_requested_quantity) -
      count(detail.return_received_quantity) -
      count(detail.return_dismissed_quantity),
    0,
  )
}

/** The lines a return can be made of: every item with something returnable, none chosen yet. */
export function requestLines(order: HttpTypes.AdminOrder): RequestLine[] {
  return (order.items ?? [])
    .map((item) => ({ item, returnable: returnableQuantity(item) }))
    .filter(({ returnable }) => returnable > 0)
    .map(({ item, returnable }) => ({
      item_id: item.id,
      title: [item.product_title ?? item.title, item.variant_title].filter(Boolean).join(' · '),
      returnable,
      unit_price: Number(item.unit_price),
      quantity: 0,
      reason_id: '',
      note: '',
    }))
}

/** The money of a requested return before it is confirmed: the pieces' value, the return shipping, what goes back. */
export type ReturnMoney = { itemsValue: number; shipping: number; refund: number }

/**
 * Medusa credits the pieces only when they arrive, so its preview of a request shows only the return shipping
 * (as an amount the customer owes). The customer gets back the pieces' price less that shipping: what Medusa's
 * summary owes once everything is received.
 */
export function returnMoney(lines: Pick<RequestLine, 'unit_price' | 'quantity'>[], shipping: number): ReturnMoney {
  const itemsValue = cents(lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0))
  return { itemsValue, shipping: cents(shipping), refund: Math.max(cents(itemsValue - shipping), 0) }
}
