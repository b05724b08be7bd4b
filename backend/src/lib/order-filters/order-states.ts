import { defaultCurrencies } from '@medusajs/framework/utils'

/** The payment and fulfilment states Medusa 2.21 computes for an order (not columns: derived on every read). */
export const PAYMENT_STATES = [
  'not_paid',
  'awaiting',
  'authorized',
  'partially_authorized',
  'captured',
  'partially_captured',
  'partially_refunded',
  'refunded',
  'canceled',
  'requires_action',
] as const
export const FULFILLMENT_STATES = [
  'not_fulfilled',
  'partially_fulfilled',
  'fulfilled',
  'partially_shipped',
  'shipped',
  'partially_delivered',
  'delivered',
  'canceled',
] as const

/**
 * The smallest amount of each currency (EUR 0.01), as Medusa's rule compares "paid in full" with it; a bound
 * parameter of the query (JSON), currencies Medusa does not list fall back to its default 0.01.
 */
export const CURRENCY_EPSILONS = JSON.stringify(
  Object.fromEntries(Object.entries(defaultCurrencies).map(([code, currency]) => [code, 1 / 10 ** currency.decimal_digits])),
)

/**
 * Medusa's payment state of order `o` (getLastPaymentStatus in @medusajs/core-flows) as SQL over its payment
 * collections, so Postgres returns only the orders in the wanted states; one binding: CURRENCY_EPSILONS.
 * A collection counts as captured (1, or 0.5 when short of its amount) when anything was captured or it is
 * for nothing; refunded alike; the order's state is the first rule that holds, in Medusa's order.
 */
export const PAYMENT_STATE_SQL = `(select case
    when count(*) filter (where pc.status = 'requires_action') > 0 then 'requires_action'
    when sum(p.refunded) > 0 then case when sum(p.refunded) = sum(p.captured) then 'refunded' else 'partially_refunded' end
    when sum(p.captured) > 0 then case when sum(p.captured) = count(pc.id) - count(*) filter (where pc.status = 'canceled') then 'captured' else 'partially_captured' end
    when count(*) filter (where pc.status = 'authorized') > 0 then case when count(*) filter (where pc.status = 'authorized') = count(pc.id) - count(*) filter (where pc.status = 'canceled') then 'authorized' else 'partially_authorized' end
    when count(*) filter (where pc.status = 'canceled') > 0 and count(*) filter (where pc.status = 'canceled') = count(pc.id) then 'canceled'
    when count(*) filter (where pc.status = 'awaiting') > 0 then 'awaiting'
    else 'not_paid' end
  from order_payment_collection opc
  join payment_collection pc on pc.id = opc.payment_collection_id and pc.deleted_at is null
  cross join lateral (select coalesce((?::jsonb ->> upper(o.currency_code))::numeric, 0.01) as epsilon) e
  cross join lateral (select
      case when coalesce(pc.captured_amount, 0) > 0 or pc.amount = 0 then case when pc.amount - coalesce(pc.captured_amount, 0) <= e.epsilon then 1 else 0.5 end else 0 end as captured,
      case when coalesce(pc.refunded_amount, 0) > 0 then case when pc.amount - pc.refunded_amount <= e.epsilon then 1 else 0.5 end else 0 end as refunded) p
  where opc.order_id = o.id and opc.deleted_at is null)`

/**
 * Medusa's fulfilment state of order `o` (getLastFulfillmentStatus) as SQL: each fulfilment counts by its latest
 * stage (canceled, delivered, shipped, packed); an item of the order's current version not yet fulfilled in full
 * makes a stage partial.
 */
export const FULFILLMENT_STATE_SQL = `(select case
    when count(*) filter (where s.stage = 'delivered') > 0 then case when count(*) filter (where s.stage = 'delivered') = count(s.id) - count(*) filter (where s.stage = 'canceled') and not u.open then 'delivered' else 'partially_delivered' end
    when count(*) filter (where s.stage = 'shipped') > 0 then case when count(*) filter (where s.stage = 'shipped') = count(s.id) - count(*) filter (where s.stage = 'canceled') and not u.open then 'shipped' else 'partially_shipped' end
    when count(*) filter (where s.stage = 'fulfilled') > 0 then case when count(*) filter (where s.stage = 'fulfilled') = count(s.id) - count(*) filter (where s.stage = 'canceled') and not u.open then 'fulfilled' else 'partially_fulfilled' end
    when count(*) filter (where s.stage = 'canceled') > 0 and count(*) filter (where s.stage = 'canceled') = count(s.id) then 'canceled'
    else 'not_fulfilled' end
  from (select exists (select 1 from order_item oi where oi.order_id = o.id and oi.version = o.version and oi.deleted_at is null and oi.fulfilled_quantity < oi.quantity) as open) u
  left join (select f.id, case when f.canceled_at is not null then 'canceled' when f.delivered_at is not null then 'delivered' when f.shipped_at is not null then 'shipped' when f.packed_at is not null then 'fulfilled' end as stage
      from order_fulfillment ofl join fulfillment f on f.id = ofl.fulfillment_id and f.deleted_at is null
      where ofl.order_id = o.id and ofl.deleted_at is null) s on true
  group by u.open)`
