import type { AdminCustomer, AdminOrder } from '@medusajs/types'
import { restCalls } from '../../engine/calls'
import { childOf } from '../../engine/children/child-spec'
import { money } from '../../ui/format'
import { REGISTRY } from '../registry'

const ordersAt = REGISTRY.orders

/** A customer's orders, newest first (`GET /admin/orders?customer_id=…`), each leading to the order. */
export const customerOrders = childOf<AdminCustomer>()<AdminOrder>({
  id: 'orders',
  title: 'customers.orders',
  name: 'orders',
  path: () => ordersAt.path,
  listKey: ordersAt.listKey,
  itemKey: ordersAt.itemKey,
  calls: (customer) => ({
    list: (query, signal) => restCalls<AdminOrder>(ordersAt.path, ordersAt.listKey, ordersAt.itemKey).list({ ...query, customer_id: [customer.id] }, signal),
  }),
  rowTitle: (order) => `#${order.display_id}`,
  columns: [
    { id: 'display_id', label: 'orderList.number', value: (order) => `#${order.display_id}`, sort: 'display_id' },
    { id: 'created_at', label: 'orderList.date', sort: 'created_at', primary: true },
    {
      id: 'total',
      label: 'orderList.total',
      fields: ['total', 'currency_code'],
      align: 'end',
      cell: (order, { locale }) => money(order.total, order.currency_code, locale),
      csv: (order) => order.total,
      primary: true,
    },
  ],
  defaultSort: '-created_at',
  link: (order) => `${ordersAt.route}/${encodeURIComponent(order.id)}`,
})
