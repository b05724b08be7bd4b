import type { AdminOrder } from '@medusajs/types'

/** A fulfilment as the order's detail lists it: its lines and whether it still counts. */
type Packed = { canceled_at?: string | Date | null; items?: { line_item_id?: string | null; quantity: number }[] }

/** One order line with how many of it are not packed yet: what a new fulfilment offers. */
export type OpenLine = { id: string; title: string; ordered: number; open: number; quantity: number }

/**
 * Each line of the order with the pieces no fulfilment holds yet (a cancelled fulfilment frees its pieces), the
 * quantity prefilled with all of them; lines with nothing left are left out.
 */
export function openLines(order: Pick<AdminOrder, 'items' | 'fulfillments'>): OpenLine[] {
  const packed = new Map<string, number>()
  for (const fulfilment of (order.fulfillments ?? []) as Packed[]) {
    if (fulfilment.canceled_at) continue
    for (const line of fulfilment.items ?? [])
      if (line.line_item_id) packed.set(line.line_item_id, (packed.get(line.line_item_id) ?? 0) + Number(line.quantity))
  }
  return (order.items ?? [])
    .map((item) => {
      const open = Math.max(0, Number(item.quantity) - (packed.get(item.id) ?? 0))
      const title = [item.product_title ?? item.title, item.variant_title && item.variant_title !== 'Default variant' ? item.variant_title : '']
        .filter(Boolean)
        .join(' · ')
      return { id: item.id, title, ordered: Number(item.quantity), open, quantity: open }
    })
    .filter((line) => line.open > 0)
}
