import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError, Modules } from '@medusajs/framework/utils'
import { createReservationsWorkflow } from '@medusajs/medusa/core-flows'

/**
 * Finishes a cart's completion that a dying Medusa process left half-done, before the shopper's next press runs
 * Medusa's completion again. Medusa's completeCartWorkflow writes in steps of their own — the order, then (side by
 * side) its links to the cart and the payment collection, the cart's `completed_at`, the stock reservations, the
 * order.placed event, and last the payment's authorization — and a process killed between them (crash, OOM, deploy
 * without draining) runs no compensation: an order without its cart link (the next press would place a second one),
 * an order whose pieces are not reserved (sold twice), an order whose payment was never authorized. Here, holding the
 * cart's write lock (serialize-cart-writes.ts: no other press of this cart runs meanwhile), an order of the cart is
 * looked for — by its link, or one the cart's shopper placed since the cart began with exactly its pieces that no cart
 * is linked to — and whatever of those writes is missing is made; then the workflow's own lock, which the dead
 * process still holds for two minutes, is let go, and Medusa's completion finds the order and returns it.
 * Carts with a Stripe session are left to Medusa: Stripe's webhook may be completing them in the worker instance
 * right now, outside the cart's write lock.
 */

type Line = { id: string; variant_id: string | null; quantity: number }
type Cart = {
  id: string
  email: string | null
  created_at: string | Date
  completed_at: string | Date | null
  sales_channel_id: string | null
  region_id: string | null
  items: Line[]
  payment_collection: { id: string; payment_sessions: { id: string; provider_id: string; status: string }[]; payments: { id: string }[] } | null
}
type Knex = { raw: (sql: string, values: unknown[]) => Promise<{ rows: { id: string }[] }> }

const CART_FIELDS = [
  'id',
  'email',
  'created_at',
  'completed_at',
  'sales_channel_id',
  'region_id',
  'items.id',
  'items.variant_id',
  'items.quantity',
  'payment_collection.id',
  'payment_collection.payment_sessions.id',
  'payment_collection.payment_sessions.provider_id',
  'payment_collection.payment_sessions.status',
  'payment_collection.payments.id',
]

const pieces = (lines: Line[]) =>
  lines
    .map((line) => `${line.variant_id}×${Number(line.quantity)}`)
    .sort()
    .join(',')

export async function finishInterruptedCompletion(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    await finish(req)
  } catch (error) {
    req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`cart ${req.params.id}: finishing an interrupted completion failed: ${(error as Error).message}`)
    // the stock is held by another completion (or by the dead process, until its lease ends): Medusa's completion
    // would now return the order with its pieces unreserved, so the shopper presses again instead
    if ((error as { type?: string }).type === MedusaError.Types.CONFLICT) {
      res.status(409).json({ type: 'conflict', message: `The cart is busy, please try again: ${(error as Error).message}` })
      return
    }
    // otherwise Medusa's completion runs anyway: it answers for the cart as it always has
  }
  next()
}

async function finish(req: MedusaRequest) {
  const cartId = req.params.id
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const cart = (await query.graph({ entity: 'cart', fields: CART_FIELDS, filters: { id: cartId } })).data[0] as unknown as Cart | undefined
  if (!cart?.payment_collection) return
  const sessions = cart.payment_collection.payment_sessions ?? []
  if (sessions.some((session) => session.provider_id.startsWith('pp_stripe'))) return

  const linked = (await query.graph({ entity: 'order_cart', fields: ['order_id'], filters: { cart_id: cartId } })).data[0] as { order_id: string } | undefined
  const orderId = linked?.order_id ?? (await unlinkedOrderOf(req, cart))
  if (orderId) {
    const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
    const made: string[] = []
    // the pieces first: when their locks stay taken (409, see above) nothing else is written yet, so the next press
    // finds the order as unlinked as now and still sends its order.placed with the links
    if (await reserveMissing(req, orderId, cart.sales_channel_id)) made.push('reservations')
    if (!linked) {
      await req.scope.resolve(ContainerRegistrationKeys.LINK).create([
        { [Modules.ORDER]: { order_id: orderId }, [Modules.CART]: { cart_id: cartId } },
        { [Modules.ORDER]: { order_id: orderId }, [Modules.PAYMENT]: { payment_collection_id: cart.payment_collection.id } },
      ])
      made.push('links')
    }
    if (!cart.completed_at) {
      await req.scope.resolve(Modules.CART).updateCarts(cartId, { completed_at: new Date() })
      made.push('completed_at')
    }
    const pending = sessions.find((session) => session.status === 'pending')
    if (!cart.payment_collection.payments?.length && pending) {
      await req.scope.resolve(Modules.PAYMENT).authorizePaymentSession(pending.id, {})
      made.push('payment authorized')
    }
    // the event went out beside the links: without them, most likely not (a second confirmation beats none)
    if (!linked) await req.scope.resolve(Modules.EVENT_BUS).emit({ name: 'order.placed', data: { id: orderId } })
    if (made.length) logger.warn(`cart ${cartId}: finished the interrupted completion of order ${orderId} (${made.join(', ')})`)
  }
  // no live completion of this cart holds the workflow's lock now (this request holds the cart's write lock): a lock
  // left by a dead process would keep every press waiting until it expires
  await req.scope.resolve(Modules.LOCKING).release(cartId)
}

/**
 * An order of the cart's shopper in its channel and region, placed since the cart began, with exactly the cart's
 * pieces, linked to no cart and not made from a draft (staff's orders have no cart): the one a dead process created.
 */
async function unlinkedOrderOf(req: MedusaRequest, cart: Cart): Promise<string | undefined> {
  if (!cart.email || cart.completed_at) return undefined
  const knex = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await knex.raw(
    `select o.id from "order" o
     where o.email = ? and o.sales_channel_id is not distinct from ? and o.region_id is not distinct from ? and o.created_at >= ?
       and o.is_draft_order = false and o.deleted_at is null
       and not exists (select 1 from order_cart oc where oc.order_id = o.id and oc.deleted_at is null)
     order by o.created_at desc limit 5`,
    [cart.email, cart.sales_channel_id, cart.region_id, cart.created_at],
  )
  for (const { id } of rows) if (pieces(await orderLines(knex, id)) === pieces(cart.items ?? [])) return id
  return undefined
}

/** An order's lines with their quantities (the order's own item rows: Medusa's query leaves the quantity out). */
async function orderLines(knex: Knex, orderId: string): Promise<Line[]> {
  const { rows } = await knex.raw(
    `select li.id, li.variant_id, oi.quantity from order_item oi join order_line_item li on li.id = oi.item_id
     where oi.order_id = ? and oi.deleted_at is null and oi.version = (select version from "order" where id = ?)`,
    [orderId, orderId],
  )
  return rows as unknown as Line[]
}

/** Reserves what the order's lines hold of managed stock and no reservation covers yet; whether it made any. */
async function reserveMissing(req: MedusaRequest, orderId: string, salesChannelId: string | null): Promise<boolean> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const inventory = req.scope.resolve(Modules.INVENTORY)
  const lines = (await orderLines(req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION), orderId)).filter((line) => line.variant_id)
  if (!lines.length) return false
  const reserved = new Set((await inventory.listReservationItems({ line_item_id: lines.map((line) => line.id) })).map((item) => item.line_item_id))
  const open = lines.filter((line) => !reserved.has(line.id))
  if (!open.length) return false
  const { data: variants } = await query.graph({
    entity: 'product_variant',
    fields: ['id', 'manage_inventory', 'inventory_items.inventory_item_id', 'inventory_items.required_quantity'],
    filters: { id: open.map((line) => line.variant_id!) },
  })
  const { data: channels } = salesChannelId
    ? await query.graph({ entity: 'sales_channel', fields: ['id', 'stock_locations.id'], filters: { id: salesChannelId } })
    : { data: [] }
  const locations = ((channels[0] as { stock_locations?: { id: string }[] } | undefined)?.stock_locations ?? []).map((location) => location.id)
  const wanted = []
  for (const line of open) {
    const variant = (
      variants as { id: string; manage_inventory: boolean; inventory_items?: { inventory_item_id: string; required_quantity: number }[] }[]
    ).find((candidate) => candidate.id === line.variant_id)
    if (!variant?.manage_inventory) continue
    for (const item of variant.inventory_items ?? []) {
      const [level] = await inventory.listInventoryLevels({ inventory_item_id: item.inventory_item_id, location_id: locations })
      if (!level) continue
      wanted.push({
        line_item_id: line.id,
        inventory_item_id: item.inventory_item_id,
        location_id: level.location_id,
        quantity: Number(item.required_quantity ?? 1) * Number(line.quantity),
      })
    }
  }
  // Medusa's own workflow: it reserves under the locks of the inventory items that its completion's reservations take
  // too. The level's reserved_quantity is read, then written (inventory module); written beside a live completion of
  // another cart without them, one of two reservations went uncounted and a piece could be sold twice.
  if (wanted.length) await createReservationsWorkflow(req.scope).run({ input: { reservations: wanted } })
  return wanted.length > 0
}
