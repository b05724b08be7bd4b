/**
 * The money of the orders placed between :from and :to (not drafts, not cancelled), one row per item and shipping
 * method of each order's current version: `gross` as charged (VAT included) and `net` (VAT taken out), after
 * discounts, computed the way Medusa computes an order's total from its stored lines, so no order is read into Node.
 * Prices stored with VAT (`is_tax_inclusive`) include it, others have it added at the lines' summed rate.
 * Used as the first common table expressions of a query: `${ORDER_LINES_SQL} select … from lines`.
 */
export const ORDER_LINES_SQL = `
with orders as (
  select o.id, o.version, o.currency_code, o.created_at, lower(coalesce(a.country_code, '')) as country_code
  from "order" o
  left join order_address a on a.id = o.shipping_address_id
  where o.deleted_at is null and o.is_draft_order = false and o.status <> 'canceled'
    and o.created_at >= :from and o.created_at < :to
),
charged as (
  select o.id as order_id, o.currency_code, o.created_at, o.country_code, li.id as line_id, li.product_id,
    coalesce(li.product_title, li.title) as title, oi.quantity, li.is_tax_inclusive as inclusive,
    coalesce(oi.unit_price, li.unit_price) * oi.quantity
      - coalesce((select sum(ad.amount) from order_line_item_adjustment ad where ad.item_id = li.id and ad.deleted_at is null), 0) as amount,
    coalesce((select sum(tl.rate) from order_line_item_tax_line tl where tl.item_id = li.id and tl.deleted_at is null), 0) as rate
  from orders o
  join order_item oi on oi.order_id = o.id and oi.version = o.version and oi.deleted_at is null
  join order_line_item li on li.id = oi.item_id
  union all
  select o.id, o.currency_code, o.created_at, o.country_code, null, null, null, 0, sm.is_tax_inclusive,
    sm.amount - coalesce((select sum(ad.amount) from order_shipping_method_adjustment ad where ad.shipping_method_id = sm.id and ad.deleted_at is null), 0),
    coalesce((select sum(tl.rate) from order_shipping_method_tax_line tl where tl.shipping_method_id = sm.id and tl.deleted_at is null), 0)
  from orders o
  join order_shipping os on os.order_id = o.id and os.version = o.version and os.deleted_at is null
    and os.return_id is null and os.claim_id is null and os.exchange_id is null
  join order_shipping_method sm on sm.id = os.shipping_method_id and sm.deleted_at is null
),
lines as (
  select order_id, currency_code, created_at, country_code, line_id, product_id, title, quantity,
    case when inclusive then amount else amount * (1 + rate / 100) end as gross,
    case when inclusive then amount / (1 + rate / 100) else amount end as net
  from charged
)
`
