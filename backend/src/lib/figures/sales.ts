import type { CurrencyFigures, FigurePeriod, Takings } from '../../rules/figures'
import { SHOP_TIME_ZONE } from '../../rules/shop-zone'
import { ORDER_LINES_SQL } from './order-lines-sql'
import type { PeriodBounds } from './period-bounds'
import { amount, count, type Sql } from './sql'

/** How many products and categories the overview ranks per currency. */
const TOP = 5

type Sums = { currency_code: string; gross: string; net: string; orders: string }
const takings = (row?: Sums): Takings => ({ gross: amount(row?.gross), net: amount(row?.net), orders: count(row?.orders) })
const SUMS = 'sum(gross) as gross, sum(net) as net, count(distinct order_id) as orders'

/** The top `TOP` rows per currency of a grouped query, by gross. */
const ranked = (select: string, from: string, group: string) => `${ORDER_LINES_SQL}
  select * from (
    select ${select}, sum(quantity) as quantity, sum(gross) as gross,
      row_number() over (partition by currency_code order by sum(gross) desc) as place
    from ${from} where line_id is not null and created_at >= :current group by currency_code, ${group}
  ) ranked where place <= ${TOP} order by currency_code, place`

/**
 * The sales figures per currency: the current period against the previous one, the chart's periods, countries,
 * top products and categories (current period) and the return rate (over the chart's span). Six aggregate queries
 * run side by side; each returns a handful of rows per currency.
 */
export async function salesFigures(sql: Sql, period: FigurePeriod, bounds: PeriodBounds): Promise<Omit<CurrencyFigures, 'open_transfers'>[]> {
  const window = { from: bounds.seriesStart, to: bounds.now, current: bounds.currentStart }
  const [spans, series, countries, products, categories, returns] = await Promise.all([
    sql<Sums & { span: string }>(
      `${ORDER_LINES_SQL} select currency_code, case when created_at >= :current then 'current' else 'previous' end as span, ${SUMS}
       from lines where created_at >= :current or created_at < :previous_end group by 1, 2`,
      { from: bounds.previousStart, to: bounds.now, current: bounds.currentStart, previous_end: bounds.previousEnd },
    ),
    sql<Sums & { bucket: string }>(
      `${ORDER_LINES_SQL} select currency_code, to_char(date_trunc(:period, created_at at time zone :zone), 'YYYY-MM-DD') as bucket, ${SUMS}
       from lines group by 1, 2`,
      { ...window, period, zone: SHOP_TIME_ZONE },
    ),
    sql<Sums & { country_code: string }>(
      `${ORDER_LINES_SQL} select currency_code, country_code, ${SUMS} from lines where created_at >= :current group by 1, 2 order by 1, sum(gross) desc`,
      window,
    ),
    sql<{ currency_code: string; product_id: string | null; title: string; quantity: string; gross: string }>(
      ranked('currency_code, product_id, min(title) as title', 'lines', 'product_id'),
      window,
    ),
    sql<{ currency_code: string; category_id: string; name: string; quantity: string; gross: string }>(
      ranked(
        'currency_code, category_id, min(name) as name',
        `(select l.*, pc.id as category_id, pc.name from lines l
          join product_category_product pcp on pcp.product_id = l.product_id
          join product_category pc on pc.id = pcp.product_category_id and pc.deleted_at is null) as categorised`,
        'category_id',
      ),
      window,
    ),
    sql<{ currency_code: string; orders: string; returned: string }>(
      `select o.currency_code, count(*) as orders,
         count(*) filter (where exists (select 1 from "return" r where r.order_id = o.id and r.deleted_at is null and r.canceled_at is null and r.status <> 'canceled')) as returned
       from "order" o
       where o.deleted_at is null and o.is_draft_order = false and o.status <> 'canceled' and o.created_at >= :from and o.created_at < :to
       group by 1`,
      window,
    ),
  ])
  const currencies = [...new Set([...spans, ...series, ...returns].map((row) => row.currency_code))].sort()
  return currencies.map((currency) => {
    const of = <T extends { currency_code: string }>(rows: T[]) => rows.filter((row) => row.currency_code === currency)
    const returned = of(returns)[0]
    return {
      currency_code: currency,
      current: takings(of(spans).find((row) => row.span === 'current')),
      previous: takings(of(spans).find((row) => row.span === 'previous')),
      series: bounds.buckets.map((start) => ({ start, ...takings(of(series).find((row) => row.bucket === start)) })),
      countries: of(countries).map((row) => ({ country_code: row.country_code, ...takings(row) })),
      products: of(products).map((row) => ({ product_id: row.product_id, title: row.title, quantity: count(row.quantity), gross: amount(row.gross) })),
      categories: of(categories).map((row) => ({ category_id: row.category_id, name: row.name, quantity: count(row.quantity), gross: amount(row.gross) })),
      returns: { orders: count(returned?.orders), returned: count(returned?.returned) },
    }
  })
}
