import { dayEnd, dayStart } from '../../../../rules/shop-days'
import type { FilterSpec, Option, Reference } from '../../engine/resource'
import type { MessageKey } from '../../i18n'
import { REFERENCES } from '../references'

const options = <K extends string>(values: readonly string[], key: (value: string) => K): Option[] =>
  values.map((value) => ({ value, label: key(value) as Option['label'] }))

const ORDER_STATES = ['pending', 'completed', 'requires_action', 'canceled', 'archived'] as const
// the states Medusa computes; the back end turns them into order ids (src/api/admin/orders/filter-orders.ts)
const PAYMENT_STATES = [
  'authorized',
  'captured',
  'partially_captured',
  'not_paid',
  'awaiting',
  'partially_refunded',
  'refunded',
  'canceled',
  'requires_action',
] as const
const FULFILLMENT_STATES = [
  'not_fulfilled',
  'partially_fulfilled',
  'fulfilled',
  'partially_shipped',
  'shipped',
  'partially_delivered',
  'delivered',
  'canceled',
] as const

const regions: Reference = { name: 'regions', path: '/admin/regions', listKey: 'regions', label: 'name' }

/**
 * A range of creation dates as two filters, in the shop's days: "until 24 Nov" includes the orders of the 24th in
 * Germany, as the list dates them. Both ends are `created_at` operators; the upper one is written as its
 * own bracketed key, so the two filters' queries do not overwrite each other when merged (Medusa's query parser puts
 * both under `created_at`).
 */
export const createdBetween = (from: MessageKey, to: MessageKey): FilterSpec[] => [
  { id: 'created_from', label: from, date: true, toQuery: ([date]) => ({ created_at: { $gte: dayStart(date) } }) },
  { id: 'created_to', label: to, date: true, toQuery: ([date]) => ({ 'created_at[$lte]': dayEnd(date) }) },
]

/** The order list's filters. */
export const ORDER_FILTERS: FilterSpec[] = [
  { id: 'status', label: 'orderList.orderStatus', options: options(ORDER_STATES, (value) => `orderList.states.${value}`) },
  { id: 'payment_status', label: 'orderList.paymentStatus', options: options(PAYMENT_STATES, (value) => `status.payment.${value}`) },
  { id: 'fulfillment_status', label: 'orderList.fulfillmentStatus', options: options(FULFILLMENT_STATES, (value) => `status.fulfillment.${value}`) },
  { id: 'region_id', label: 'orderList.region', reference: regions },
  { id: 'sales_channel_id', label: 'fields.salesChannel', reference: REFERENCES.salesChannels },
  ...createdBetween('orderList.createdFrom', 'orderList.createdTo'),
]
