/**
 * Events after which what a shopper can buy may have changed (Medusa 2.21's workflow events). Their
 * payload is `{ id }` of an order, inventory item, inventory level or reservation; reservations and levels
 * changed by an order flow also carry `order_id`.
 */
export const STOCK_EVENTS = [
  'order.placed',
  'order.canceled',
  'inventory-item.created',
  'inventory-item.updated',
  'inventory-item.deleted',
  'inventory-level.created',
  'inventory-level.updated',
  'inventory-level.deleted',
  'reservation-item.created',
  'reservation-item.updated',
  'reservation-item.deleted',
] as const

/**
 * What the stock events of a burst name, resolved to products once at its end. `lost` is set by a change
 * that cannot be traced to products afterwards (a deleted inventory item loses its link to the variant).
 */
export type StockRefs = {
  orders: Set<string>
  items: Set<string>
  levels: Set<string>
  /** reservation id → the order whose flow changed it (null when staff changed it directly) */
  reservations: Map<string, string | null>
  lost: boolean
}

export const emptyRefs = (): StockRefs => ({ orders: new Set(), items: new Set(), levels: new Set(), reservations: new Map(), lost: false })

const idsOf = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id !== '')

export const isStockEvent = (name: string) => (STOCK_EVENTS as readonly string[]).includes(name)

/** Adds what one stock event names to the burst's references. */
export function collectStockRefs(refs: StockRefs, name: string, data: { id?: unknown; order_id?: unknown } | undefined): void {
  const ids = idsOf(data?.id)
  const [order = null] = idsOf(data?.order_id)
  if (order) refs.orders.add(order)
  if (name === 'inventory-item.deleted') refs.lost = true
  else if (name.startsWith('order.')) for (const id of ids) refs.orders.add(id)
  else if (name.startsWith('inventory-item.')) for (const id of ids) refs.items.add(id)
  else if (name.startsWith('inventory-level.')) for (const id of ids) refs.levels.add(id)
  else if (name.startsWith('reservation-item.')) for (const id of ids) refs.reservations.set(id, order ?? refs.reservations.get(id) ?? null)
}
