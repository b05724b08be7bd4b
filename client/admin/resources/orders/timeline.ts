import type { AdminOrder } from '@medusajs/types'
import type { StaffNote } from './staff-notes'

/** What `GET /admin/orders/{id}/changes` answers of each change that the timeline shows. */
export type OrderChange = {
  id: string
  change_type?: string | null
  status?: string | null
  created_at?: string | null
  confirmed_at?: string | null
  canceled_at?: string | null
  declined_at?: string | null
  internal_note?: string | null
  actions?: { action?: string | null }[]
}

export type TimelineEvent =
  | { kind: 'placed' | 'captured' | 'refunded' | 'packed' | 'shipped' | 'delivered' | 'fulfillment-canceled' | 'canceled'; at: string; detail?: string }
  | { kind: 'change'; at: string; change: OrderChange; step: 'requested' | 'confirmed' | 'canceled' | 'declined' }
  | { kind: 'note'; at: string; note: StaffNote }

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)

/**
 * The order's history, newest first: placed, payments captured and refunded, each fulfilment's steps, every
 * order change (returns, claims, exchanges, edits, transfers …) as it was requested and then confirmed or
 * cancelled, and the staff's notes.
 */
export function timelineOf(order: AdminOrder, changes: OrderChange[], notes: StaffNote[]): TimelineEvent[] {
  const events: TimelineEvent[] = []
  const add = (event: TimelineEvent | null) => event && events.push(event)
  const at = (value: string | Date | null | undefined) => iso(value)
  add(at(order.created_at) ? { kind: 'placed', at: at(order.created_at)! } : null)
  for (const payment of (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? [])) {
    if (payment.captured_at) add({ kind: 'captured', at: at(payment.captured_at)!, detail: String(payment.amount) })
    for (const refund of payment.refunds ?? []) if (refund.created_at) add({ kind: 'refunded', at: at(refund.created_at)!, detail: String(refund.amount) })
  }
  for (const fulfillment of order.fulfillments ?? []) {
    if (fulfillment.packed_at) add({ kind: 'packed', at: at(fulfillment.packed_at)! })
    if (fulfillment.shipped_at) add({ kind: 'shipped', at: at(fulfillment.shipped_at)! })
    if (fulfillment.delivered_at) add({ kind: 'delivered', at: at(fulfillment.delivered_at)! })
    if (fulfillment.canceled_at) add({ kind: 'fulfillment-canceled', at: at(fulfillment.canceled_at)! })
  }
  for (const change of changes) {
    if (change.created_at) add({ kind: 'change', at: at(change.created_at)!, change, step: 'requested' })
    if (change.confirmed_at) add({ kind: 'change', at: at(change.confirmed_at)!, change, step: 'confirmed' })
    if (change.canceled_at) add({ kind: 'change', at: at(change.canceled_at)!, change, step: 'canceled' })
    if (change.declined_at) add({ kind: 'change', at: at(change.declined_at)!, change, step: 'declined' })
  }
  for (const note of notes) add({ kind: 'note', at: note.at, note })
  return events.sort((a, b) => b.at.localeCompare(a.at))
}
