import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { FULFILLMENT_STATES, ordersInFulfillmentStates, ordersInPaymentStates, PAYMENT_STATES, type FulfillmentRow, type ItemRow, type PaymentRow } from "../../../lib/order-filters/order-states"
import { displayIdOfReference } from "../../../shop/company"

type Pg = { raw: <R>(sql: string, bindings?: readonly unknown[]) => Promise<{ rows: R[] }> }

/** An id no order has: Medusa then answers its usual empty page with count 0. */
const NO_ORDER = "order_none"

const PLACED = `from "order" o where o.deleted_at is null and o.is_draft_order = false`

const PAYMENTS = `select o.id as order_id, o.currency_code, pc.status, pc.amount, pc.captured_amount, pc.refunded_amount
  from "order" o
  left join order_payment_collection opc on opc.order_id = o.id and opc.deleted_at is null
  left join payment_collection pc on pc.id = opc.payment_collection_id and pc.deleted_at is null
  where o.deleted_at is null and o.is_draft_order = false`

const FULFILLMENTS = `select ofl.order_id, f.packed_at, f.shipped_at, f.delivered_at, f.canceled_at
  from order_fulfillment ofl join fulfillment f on f.id = ofl.fulfillment_id and f.deleted_at is null
  where ofl.deleted_at is null`

const ITEMS = `select oi.order_id, oi.quantity, oi.fulfilled_quantity
  from order_item oi join "order" o on o.id = oi.order_id and oi.version = o.version
  where oi.deleted_at is null and o.deleted_at is null and o.is_draft_order = false`

/** The values of a list parameter (`payment_status[]=a&payment_status[]=b` or `payment_status=a`), checked against the known states. */
function statesOf(value: unknown, known: readonly string[], name: string): string[] | null {
  if (value === undefined) return null
  const values = [value].flat()
  const unknown = values.filter((state) => typeof state !== "string" || !known.includes(state))
  if (unknown.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, `${name} must be one of ${known.join(", ")}`)
  return values as string[]
}

const isOrderList = (req: MedusaRequest) => req.method === "GET" && new URL(req.originalUrl, "http://x").pathname.replace(/\/+$/, "") === "/admin/orders"

/**
 * GET /admin/orders, before Medusa validates the query:
 * - `q` that is a bank reference (the Verwendungszweck "AURELIA-28" customers quote) finds that order
 *   by its number, which Medusa's own `q` cannot (it searches number, e-mail and names as text);
 * - `payment_status` and `fulfillment_status`, which Medusa computes per order and cannot filter by, become
 *   the ids of the orders in those states (by Medusa's own rule, src/lib/order-filters).
 * Medusa then filters, orders, pages and shapes the list as always.
 */
export async function filterOrders(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (!isOrderList(req)) return next()
  // a global middleware: its failures (a 400 for an unknown state) reach Medusa's error handler only through next
  try {
    await narrowOrderList(req)
    next()
  } catch (error) {
    next(error)
  }
}

async function narrowOrderList(req: MedusaRequest) {
  const query = req.query as Record<string, unknown>
  const payment = statesOf(query.payment_status, PAYMENT_STATES, "payment_status")
  const fulfillment = statesOf(query.fulfillment_status, FULFILLMENT_STATES, "fulfillment_status")
  const displayId = typeof query.q === "string" ? displayIdOfReference(query.q) : null
  delete query.payment_status
  delete query.fulfillment_status
  if (payment === null && fulfillment === null && displayId === null) return

  const pg: Pg = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const sets: string[][] = []
  if (displayId !== null) {
    delete query.q
    sets.push((await pg.raw<{ id: string }>(`select o.id ${PLACED} and o.display_id = ?`, [displayId])).rows.map((row) => row.id))
  }
  if (payment?.length) sets.push(ordersInPaymentStates((await pg.raw<PaymentRow>(PAYMENTS)).rows, payment))
  if (fulfillment?.length) {
    const ids = (await pg.raw<{ id: string }>(`select o.id ${PLACED}`)).rows.map((row) => row.id)
    const [fulfillments, items] = await Promise.all([pg.raw<FulfillmentRow>(FULFILLMENTS), pg.raw<ItemRow>(ITEMS)])
    sets.push(ordersInFulfillmentStates(ids, fulfillments.rows, items.rows, fulfillment))
  }
  const given = query.id === undefined ? null : [query.id].flat()
  if (given) sets.push(given.filter((id): id is string => typeof id === "string"))
  if (!sets.length) return
  const ids = sets.reduce((common, set) => {
    const keep = new Set(set)
    return common.filter((id) => keep.has(id))
  })
  query.id = ids.length ? ids : [NO_ORDER]
}
