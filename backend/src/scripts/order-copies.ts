/**
 * Copies of orders Medusa's workflows placed, row for row in SQL, for a shop of thousands of orders in seconds (the
 * bench's 2,000): every row of the order module and of its payment collection that belongs to a template order —
 * addresses, summary, items and their lines, tax lines and adjustments, shipping methods, the payment collection with
 * its sessions, payments and captures, transactions, changes — inserted again with each id and each reference to a
 * copied row given a suffix of its own, so the copies are orders Medusa reads like any other. Each copy gets a new
 * display id (the order's sequence) and a day of its own in the year before now, spread evenly, as a shop's
 * orders are; every other column is the template's.
 */

type Knex = { raw(sql: string, bindings?: Record<string, unknown> | unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

/** The templates' rows of a table: a condition on `src`, the row being copied (`:templates` is the array of their ids). */
type TableCopy = { table: string; rows: string; copied: string[] }

const ORDERS = `select id from unnest(cast(:templates as text[])) as id`
const ITEMS = `select item_id from order_item where order_id in (${ORDERS})`
const SHIPPING_METHODS = `select shipping_method_id from order_shipping where order_id in (${ORDERS})`
const COLLECTIONS = `select payment_collection_id from order_payment_collection where order_id in (${ORDERS}) and deleted_at is null`
const PAYMENTS = `select id from payment where payment_collection_id in (${COLLECTIONS})`

/** Which rows each table holds of the templates and which of its columns name a copied row (they get the suffix). */
export const ORDER_TABLES: TableCopy[] = [
  {
    table: 'order_address',
    rows: `src.id in (select shipping_address_id from "order" where id in (${ORDERS}) union select billing_address_id from "order" where id in (${ORDERS}))`,
    copied: ['id'],
  },
  { table: 'order', rows: `src.id in (${ORDERS})`, copied: ['id', 'shipping_address_id', 'billing_address_id'] },
  { table: 'order_summary', rows: `src.order_id in (${ORDERS})`, copied: ['id', 'order_id'] },
  { table: 'order_line_item', rows: `src.id in (${ITEMS})`, copied: ['id'] },
  { table: 'order_item', rows: `src.order_id in (${ORDERS})`, copied: ['id', 'order_id', 'item_id'] },
  { table: 'order_line_item_tax_line', rows: `src.item_id in (${ITEMS})`, copied: ['id', 'item_id'] },
  { table: 'order_line_item_adjustment', rows: `src.item_id in (${ITEMS})`, copied: ['id', 'item_id'] },
  { table: 'order_shipping_method', rows: `src.id in (${SHIPPING_METHODS})`, copied: ['id'] },
  { table: 'order_shipping', rows: `src.order_id in (${ORDERS})`, copied: ['id', 'order_id', 'shipping_method_id'] },
  { table: 'order_shipping_method_tax_line', rows: `src.shipping_method_id in (${SHIPPING_METHODS})`, copied: ['id', 'shipping_method_id'] },
  { table: 'order_shipping_method_adjustment', rows: `src.shipping_method_id in (${SHIPPING_METHODS})`, copied: ['id', 'shipping_method_id'] },
  { table: 'payment_collection', rows: `src.id in (${COLLECTIONS})`, copied: ['id'] },
  { table: 'payment_collection_payment_providers', rows: `src.payment_collection_id in (${COLLECTIONS})`, copied: ['payment_collection_id'] },
  { table: 'order_payment_collection', rows: `src.order_id in (${ORDERS}) and src.deleted_at is null`, copied: ['id', 'order_id', 'payment_collection_id'] },
  { table: 'payment_session', rows: `src.payment_collection_id in (${COLLECTIONS})`, copied: ['id', 'payment_collection_id'] },
  { table: 'payment', rows: `src.payment_collection_id in (${COLLECTIONS})`, copied: ['id', 'payment_collection_id', 'payment_session_id'] },
  { table: 'capture', rows: `src.payment_id in (${PAYMENTS})`, copied: ['id', 'payment_id'] },
  // a transaction's reference is the capture (or refund) it books: the copy's own
  { table: 'order_transaction', rows: `src.order_id in (${ORDERS})`, copied: ['id', 'order_id', 'reference_id'] },
  { table: 'order_change', rows: `src.order_id in (${ORDERS})`, copied: ['id', 'order_id'] },
  { table: 'order_change_action', rows: `src.order_id in (${ORDERS})`, copied: ['id', 'order_id', 'order_change_id'] },
  { table: 'order_credit_line', rows: `src.order_id in (${ORDERS})`, copied: ['id', 'order_id'] },
]

/** Columns a copy takes from its sequence, not from the template (the order's display id, a change action's place). */
const FROM_SEQUENCE = new Set(['order.display_id', 'order_change_action.ordering'])

/**
 * The insert of `copies` copies of the templates' rows of one table. `columns` are the table's; `:suffix` makes the
 * copies' ids (`<id><suffix><n>`), `:days` the span the orders' days spread over.
 */
export function copySql(copy: TableCopy, columns: string[]): string {
  const kept = columns.filter((column) => !FROM_SEQUENCE.has(`${copy.table}.${column}`))
  const value = (column: string) => {
    if (copy.copied.includes(column)) return `case when src."${column}" is null then null else src."${column}" || :suffix || n end`
    // the n-th copy of the t-th template: its place among all copies, from now back over `days`
    if (copy.table === 'order' && (column === 'created_at' || column === 'updated_at'))
      return `now() - ((((n - 1) * cardinality(cast(:templates as text[])) + array_position(cast(:templates as text[]), src.id)) * cast(:days as float8)) / (cast(:copies as int) * cardinality(cast(:templates as text[])))) * interval '1 day'`
    return `src."${column}"`
  }
  return `insert into "${copy.table}" (${kept.map((column) => `"${column}"`).join(', ')})
select ${kept.map(value).join(', ')}
from "${copy.table}" src cross join generate_series(1, cast(:copies as int)) n
where ${copy.rows}`
}

/**
 * Inserts `copies` copies of each template order in one transaction and refreshes the planner's statistics of the
 * tables it filled. Returns the number of orders added.
 */
export async function copyOrders(knex: Knex & { transaction<T>(work: (trx: Knex) => Promise<T>): Promise<T> }, templates: string[], copies: number) {
  if (!templates.length || copies < 1) return 0
  const suffix = `_c${Date.now().toString(36)}_`
  // one array value (knex spreads an array binding into a list): Medusa's ids are letters, digits and underscores
  if (!templates.every((id) => /^\w+$/.test(id))) throw new Error('an order id of other characters than letters, digits and _')
  const list = `{${templates.join(',')}}`
  await knex.transaction(async (trx) => {
    for (const copy of ORDER_TABLES) {
      const { rows } = await trx.raw(
        `select column_name from information_schema.columns where table_schema = current_schema() and table_name = :table order by ordinal_position`,
        { table: copy.table },
      )
      if (!rows.length) continue
      await trx.raw(
        copySql(
          copy,
          rows.map((row) => String(row.column_name)),
        ),
        { templates: list, copies, suffix, days: 365 },
      )
    }
  })
  await knex.raw(`analyze ${ORDER_TABLES.map((copy) => `"${copy.table}"`).join(', ')}`)
  return templates.length * copies
}
