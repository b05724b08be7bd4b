import { type OpenTransfer, type Overview, REMIND_AFTER_DAYS, TRANSFER_AGES } from '../../rules/figures'
import { LOW_STOCK_THRESHOLD } from '../../rules/low-stock'
import { PAYMENT_PROVIDER_IDS } from '../../rules/payment-methods'
import { amount, count, type Sql } from './sql'

/** How many names the to-do list shows of pieces to restock and of transfers to remind. */
const LISTED = 8

/**
 * The orders waiting for a bank transfer: placed (not cancelled), paid by transfer, the payment not yet booked.
 * `days` is the order's age in whole days.
 */
const AWAITING_TRANSFER = `
  select o.id as order_id, o.display_id, o.email, o.currency_code, o.created_at, p.amount,
    cast(floor(extract(epoch from (now() - o.created_at)) / 86400) as int) as days
  from "order" o
  join order_payment_collection opc on opc.order_id = o.id and opc.deleted_at is null
  join payment p on p.payment_collection_id = opc.payment_collection_id and p.deleted_at is null
  where o.deleted_at is null and o.is_draft_order = false and o.status <> 'canceled'
    and p.provider_id = :bank and p.captured_at is null and p.canceled_at is null`

type Awaiting = { order_id: string; display_id: number; email: string | null; currency_code: string; created_at: Date; amount: string; days: number }

/**
 * What needs doing today: transfers to book (and to remind), orders to ship (paid or authorized, not yet all shipped),
 * returns to receive, pieces to restock.
 */
export async function toDo(
  sql: Sql,
): Promise<{ todo: Overview['todo']; transfers: Map<string, { from: number; to: number | null; orders: number; amount: number }[]> }> {
  const [awaiting, remind, ship, returns, stock] = await Promise.all([
    sql<{ currency_code: string; age: number; orders: string; amount: string }>(
      `select currency_code, ${ageGroup()} as age, count(*) as orders, sum(amount) as amount from (${AWAITING_TRANSFER}) awaiting group by 1, 2`,
      { bank: PAYMENT_PROVIDER_IDS.bank_transfer },
    ),
    sql<Awaiting>(`${AWAITING_TRANSFER} and o.created_at < now() - cast(:age as interval) order by o.created_at limit ${LISTED}`, {
      bank: PAYMENT_PROVIDER_IDS.bank_transfer,
      age: `${REMIND_AFTER_DAYS} days`,
    }),
    sql<{ orders: string }>(
      `select count(*) as orders from "order" o
       where o.deleted_at is null and o.is_draft_order = false and o.status not in ('canceled', 'completed', 'archived')
         and exists (select 1 from order_item oi where oi.order_id = o.id and oi.version = o.version and oi.deleted_at is null and oi.shipped_quantity < oi.quantity)
         and exists (select 1 from order_payment_collection opc
           join payment p on p.payment_collection_id = opc.payment_collection_id and p.deleted_at is null and p.canceled_at is null
           where opc.order_id = o.id and opc.deleted_at is null)
         and o.id not in (select order_id from (${AWAITING_TRANSFER}) awaiting)`,
      { bank: PAYMENT_PROVIDER_IDS.bank_transfer },
    ),
    sql<{ returns: string }>(
      `select count(*) as returns from "return" where deleted_at is null and canceled_at is null and status in ('requested', 'partially_received')`,
    ),
    sql<{ inventory_item_id: string; product_id: string | null; title: string | null; sku: string | null; available: string; total: string }>(
      `select i.id as inventory_item_id, min(p.id) as product_id, min(concat_ws(' · ', p.title, v.title)) as title, i.sku,
         sum(l.stocked_quantity - l.reserved_quantity) as available, count(*) over () as total
       from inventory_item i
       join inventory_level l on l.inventory_item_id = i.id and l.deleted_at is null
       left join product_variant_inventory_item link on link.inventory_item_id = i.id and link.deleted_at is null
       left join product_variant v on v.id = link.variant_id and v.deleted_at is null
       left join product p on p.id = v.product_id and p.deleted_at is null
       where i.deleted_at is null
       group by i.id having sum(l.stocked_quantity - l.reserved_quantity) <= :threshold
       order by 5, 3 limit ${LISTED}`,
      { threshold: LOW_STOCK_THRESHOLD },
    ),
  ])
  const transfers = new Map<string, { from: number; to: number | null; orders: number; amount: number }[]>()
  for (const currency of new Set(awaiting.map((row) => row.currency_code)))
    transfers.set(
      currency,
      TRANSFER_AGES.map((age, index) => {
        const row = awaiting.find((candidate) => candidate.currency_code === currency && Number(candidate.age) === index)
        return { from: age.from, to: age.to, orders: count(row?.orders), amount: amount(row?.amount) }
      }),
    )
  return {
    todo: {
      to_book: awaiting.reduce((sum, row) => sum + count(row.orders), 0),
      to_ship: count(ship[0]?.orders),
      returns_to_receive: count(returns[0]?.returns),
      low_stock: count(stock[0]?.total),
      remind: remind.map(
        (row): OpenTransfer => ({
          order_id: row.order_id,
          display_id: row.display_id,
          email: row.email,
          currency_code: row.currency_code,
          amount: amount(row.amount),
          created_at: new Date(row.created_at).toISOString(),
          days: row.days,
        }),
      ),
      low_stock_items: stock.map((row) => ({
        inventory_item_id: row.inventory_item_id,
        product_id: row.product_id,
        title: row.title || row.sku || row.inventory_item_id,
        sku: row.sku,
        available: count(row.available),
      })),
    },
    transfers,
  }
}

/** The index of the age group (TRANSFER_AGES) an order of `days` falls in, as SQL. */
function ageGroup() {
  const bounded = TRANSFER_AGES.flatMap((age, index) => (age.to === null ? [] : [`when days <= ${age.to} then ${index}`]))
  return `case ${bounded.join(' ')} else ${TRANSFER_AGES.length - 1} end`
}
