import type { MedusaRequest } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { CURRENCY_EPSILONS, FULFILLMENT_STATE_SQL, FULFILLMENT_STATES, PAYMENT_STATE_SQL, PAYMENT_STATES } from '../../../lib/order-filters/order-states'
import { displayIdOfReference } from '../../../rules/company'
import { askedIds, beforeListQuery, listValues, narrowTo } from '../list-filters'

type Pg = { raw: <R>(sql: string, bindings?: readonly unknown[]) => Promise<{ rows: R[] }> }

/** An id no order has: Medusa then answers its usual empty page with count 0. */
const NO_ORDER = 'order_none'

/**
 * GET /admin/orders, before Medusa validates the query:
 * - `q` that is a bank reference (the Verwendungszweck "AURELIA-28" customers quote) finds that order
 *   by its number, which Medusa's own `q` cannot (it searches number, e-mail and names as text);
 * - `payment_status` and `fulfillment_status`, which Medusa computes per order and cannot filter by, become
 *   the ids of the orders in those states, decided in Postgres by Medusa's own rule (src/lib/order-filters),
 *   so only the matching ids leave the database.
 * Medusa then filters, orders, pages and shapes the list as always.
 */
export const filterOrders = beforeListQuery('/admin/orders', narrowOrderList)

async function narrowOrderList(req: MedusaRequest) {
  const query = req.query as Record<string, unknown>
  const payment = listValues(query.payment_status, PAYMENT_STATES, 'payment_status')
  const fulfillment = listValues(query.fulfillment_status, FULFILLMENT_STATES, 'fulfillment_status')
  const displayId = typeof query.q === 'string' ? displayIdOfReference(query.q) : null
  delete query.payment_status
  delete query.fulfillment_status
  if (!payment?.length && !fulfillment?.length && displayId === null) return

  // one query, each condition with its bindings; every other filter of the request stays Medusa's
  const conditions: [string, unknown[]][] = [[`o.deleted_at is null and o.is_draft_order = false`, []]]
  if (displayId !== null) {
    delete query.q
    conditions.push([`o.display_id = ?`, [displayId]])
  }
  const given = askedIds(query)
  if (given) conditions.push([`o.id in (select jsonb_array_elements_text(?::jsonb))`, [JSON.stringify(given)]])
  if (payment?.length) conditions.push([`${PAYMENT_STATE_SQL} in (select jsonb_array_elements_text(?::jsonb))`, [CURRENCY_EPSILONS, JSON.stringify(payment)]])
  if (fulfillment?.length) conditions.push([`${FULFILLMENT_STATE_SQL} in (select jsonb_array_elements_text(?::jsonb))`, [JSON.stringify(fulfillment)]])
  const pg: Pg = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const sql = `select o.id from "order" o where ${conditions.map(([condition]) => condition).join(' and ')}`
  const ids = (
    await pg.raw<{ id: string }>(
      sql,
      conditions.flatMap(([, bindings]) => bindings),
    )
  ).rows.map((row) => row.id)
  narrowTo(query, ids, NO_ORDER)
}
