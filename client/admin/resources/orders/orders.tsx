import type { AdminOrder } from '@medusajs/types'
import { lazy } from 'react'
import { defineResource } from '../../engine/resource'
import { dateTime, money } from '../../ui/format'
import { StatusBadge } from '../../ui/status-badge'
import { statusLabel } from '../../ui/statuses'
import { namesIn } from '../english-name'
import { registered } from '../registry'
import { outstanding } from './edits/edit-order-action'
import { NewOrders } from './new-orders'
import { orderDetailActions, printSlips } from './order-actions'
import { customerName, DETAIL_FIELDS, orderNumber, referenceOf } from './order-fields'
import { ORDER_FILTERS } from './order-filters'
import { markPaid } from './payment/capture-actions'
import { retrieveOrder } from './transfer/order-with-transfer'

// the detail's parts are one chunk of their own: the list does not wait for them
const detailPart = (name: keyof typeof import('./sections')) => lazy(() => import('./sections').then((parts) => ({ default: parts[name] })))
const paymentState = (order: AdminOrder) => (order.status === 'canceled' ? 'canceled' : order.payment_status)

/**
 * Orders (GET /admin/orders): found by number, e-mail, name or bank reference, filtered by their states, region,
 * sales channel and date; new orders appear within 30 s. The detail shows the order part by part; its changes
 * are Medusa's order flows (actions), never a form of the whole order.
 */
export const orders = defineResource<AdminOrder>({
  ...registered('orders'),
  title: orderNumber,
  list: {
    columns: [
      { id: 'display_id', label: 'orderList.number', value: (order) => order.display_id, cell: orderNumber, sort: 'display_id', primary: true },
      { id: 'created_at', label: 'orderList.date', sort: 'created_at', primary: true },
      {
        id: 'customer',
        label: 'orderList.customer',
        fields: ['email', 'billing_address.first_name', 'billing_address.last_name'],
        value: (order) => customerName(order) || order.email,
        cell: (order) => (
          <span className="flex max-w-full flex-col sm:max-w-64">
            <span className="truncate">{customerName(order) || order.email}</span>
            {customerName(order) && <span className="truncate text-xs text-stone-600 max-sm:hidden">{order.email}</span>}
          </span>
        ),
        primary: true,
      },
      { id: 'reference', label: 'orderList.reference', fields: ['display_id'], value: referenceOf },
      {
        id: 'total',
        label: 'orderList.total',
        fields: ['total', 'currency_code'],
        align: 'end',
        cell: (order, { locale }) => money(order.total, order.currency_code, locale),
        csv: (order) => order.total,
        primary: true,
      },
      {
        id: 'payment_status',
        label: 'orderList.payment',
        fields: ['payment_status', 'status'],
        value: paymentState,
        cell: (order) => <StatusBadge kind="payment" status={paymentState(order)} />,
        csv: (order, { t }) => statusLabel(t, 'payment', paymentState(order)),
        primary: true,
      },
      {
        id: 'fulfillment_status',
        label: 'orderList.fulfillment',
        cell: (order) => <StatusBadge kind="fulfillment" status={order.fulfillment_status} />,
        csv: (order, { t }) => statusLabel(t, 'fulfillment', order.fulfillment_status),
        primary: true,
      },
      { id: 'region', label: 'orderList.region', fields: ['region.name'], value: (order) => order.region?.name, hidden: true },
      {
        id: 'sales_channel',
        label: 'fields.salesChannel',
        fields: ['sales_channel.name', 'sales_channel.metadata'],
        value: (order) => order.sales_channel?.name,
        cell: (order, { locale }) => namesIn([order.sales_channel], locale),
        hidden: true,
      },
    ],
    // what the payment actions decide by: which payments and requests for money are open, of which provider, and
    // what the order still owes
    fields: [
      'display_id',
      'status',
      'currency_code',
      'total',
      'email',
      'summary',
      'payment_collections.status',
      'payment_collections.amount',
      'payment_collections.payments.id',
      'payment_collections.payments.provider_id',
      'payment_collections.payments.amount',
      'payment_collections.payments.captured_at',
      'payment_collections.payments.canceled_at',
    ],
    filters: ORDER_FILTERS,
    search: 'orderList.searchHint',
    defaultSort: '-created_at',
    bulkActions: [markPaid, printSlips],
    refetchInterval: 30_000,
  },
  detail: {
    fields: DETAIL_FIELDS,
    actions: orderDetailActions,
    sections: [
      {
        id: 'summary',
        title: 'orderDetail.summary',
        phoneFirst: true,
        rows: [
          { label: 'orderDetail.placedAt', value: (order, { locale }) => dateTime(order.created_at, locale) },
          { label: 'orderList.orderStatus', value: (order, { t }) => statusLabel(t, 'order', order.status) },
          { label: 'orderList.payment', value: (order) => <StatusBadge kind="payment" status={paymentState(order)} /> },
          { label: 'orderList.fulfillment', value: (order) => <StatusBadge kind="fulfillment" status={order.fulfillment_status} /> },
          { label: 'orderList.reference', value: (order) => <span data-testid="bank-reference">{referenceOf(order)}</span> },
          { label: 'order.total', value: (order, { locale }) => money(order.total, order.currency_code, locale) },
          { label: 'orderEdits.outstanding', value: outstanding },
        ],
      },
      { id: 'items', title: 'order.items', component: detailPart('ItemsSection'), phoneFirst: true },
      { id: 'payments', title: 'orderDetail.payments', component: detailPart('PaymentsSection') },
      { id: 'fulfillments', title: 'orderDetail.fulfillments', component: detailPart('FulfillmentsSection') },
      { id: 'after-sales', title: 'orderDetail.afterSales', component: detailPart('AfterSalesSection') },
      { id: 'documents', title: 'documents.title', component: detailPart('DocumentsSection'), bare: true },
      { id: 'timeline', title: 'orderDetail.timeline', component: detailPart('TimelineSection') },
      { id: 'customer', title: 'order.customer', component: detailPart('CustomerSection'), aside: true },
      { id: 'addresses', title: 'orderDetail.addresses', component: detailPart('AddressesSection'), aside: true, phoneFirst: true },
      { id: 'shipping', title: 'order.shippingMethod', component: detailPart('ShippingSection'), aside: true },
    ],
  },
  calls: { retrieve: retrieveOrder },
  screens: { listActions: NewOrders },
})
