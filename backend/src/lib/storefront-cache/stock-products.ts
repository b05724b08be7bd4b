import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import type { StockRefs } from './stock-events'

type Product = { id?: string | null; handle?: string | null; metadata?: Record<string, unknown> | null }

/** Both languages' handles (German in `handle`, English in `metadata.handle_en`): the storefront's pages are keyed by them. */
export function handlesOf(products: Product[]): string[] {
  const handles = new Set<string>()
  for (const product of products) {
    if (product.handle) handles.add(product.handle)
    const english = product.metadata?.handle_en
    if (typeof english === 'string' && english) handles.add(english)
  }
  return [...handles]
}

/**
 * The handles (and ids: the search index's in-stock flag, subscribers/search-index.ts) of the products whose stock the
 * referenced orders, inventory items, levels and reservations touch. `complete` is false when a change cannot be traced any more (a reservation staff deleted for good,
 * a deleted inventory item): the caller then purges everything rather than guess. An inventory item linked
 * to no variant touches no product.
 */
export async function stockProductHandles(container: MedusaContainer, refs: StockRefs): Promise<{ handles: string[]; ids: string[]; complete: boolean }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const inventory = container.resolve(Modules.INVENTORY)
  let complete = !refs.lost
  const itemIds = new Set(refs.items)
  const orderIds = new Set(refs.orders)

  if (refs.levels.size) {
    const levels = await inventory.listInventoryLevels({ id: [...refs.levels] }, { select: ['id', 'inventory_item_id'], withDeleted: true })
    if (levels.length < refs.levels.size) complete = false
    for (const level of levels) itemIds.add(level.inventory_item_id)
  }
  if (refs.reservations.size) {
    const reservations = await inventory.listReservationItems({ id: [...refs.reservations.keys()] }, { select: ['id', 'inventory_item_id'], withDeleted: true })
    const found = new Set(reservations.map((reservation) => reservation.id))
    for (const reservation of reservations) itemIds.add(reservation.inventory_item_id)
    // a reservation an order flow deleted is gone, but its order names the products
    for (const [id, order] of refs.reservations) if (!found.has(id) && !order) complete = false
  }

  const products: Product[] = []
  if (itemIds.size) {
    const { data: links } = await query.graph({
      entity: 'product_variant_inventory_items',
      fields: ['inventory_item_id', 'variant.product.id', 'variant.product.handle', 'variant.product.metadata'],
      filters: { inventory_item_id: [...itemIds] },
    })
    for (const link of links as unknown as { variant?: { product?: Product | null } | null }[]) if (link.variant?.product) products.push(link.variant.product)
  }
  if (orderIds.size) {
    const { data: orders } = await query.graph({ entity: 'order', fields: ['id', 'items.product_id'], filters: { id: [...orderIds] } })
    if (orders.length < orderIds.size) complete = false
    const productIds = new Set(
      (orders as unknown as { items?: { product_id?: string | null }[] | null }[]).flatMap((order) =>
        (order.items ?? []).flatMap((item) => (item.product_id ? [item.product_id] : [])),
      ),
    )
    if (productIds.size) {
      const { data: ordered } = await query.graph({ entity: 'product', fields: ['id', 'handle', 'metadata'], filters: { id: [...productIds] } })
      products.push(...(ordered as unknown as Product[]))
    }
  }
  const ids = [...new Set(products.flatMap((product) => (product.id ? [product.id] : [])))]
  return { handles: handlesOf(products), ids, complete }
}
