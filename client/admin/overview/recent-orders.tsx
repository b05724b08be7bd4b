import type { AdminOrder } from '@medusajs/types'
import { Link } from 'wouter'
import { useLocale } from '../i18n'
import { customerName, orderNumber } from '../resources/orders/order-fields'
import { dateTime, money } from '../ui/format'
import { StatusBadge } from '../ui/status-badge'

/** The list fields the overview's newest orders show. */
export const RECENT_FIELDS = 'id,display_id,created_at,email,total,currency_code,status,payment_status,billing_address.first_name,billing_address.last_name'

/**
 * The newest orders as rows that fit a phone: number and customer, total and payment state, date. A row's link is
 * named by what it shows, so speech input finds it by the words staff see.
 */
export function RecentOrders({ orders }: { orders: AdminOrder[] }) {
  const locale = useLocale()
  return (
    <ul className="divide-y divide-stone-200" data-testid="recent-orders">
      {orders.map((order) => (
        <li key={order.id}>
          <Link href={`/orders/${order.id}`} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 px-4 py-3 text-sm hover:bg-stone-50">
            <span className="min-w-0 truncate">
              <span className="font-medium text-stone-900">{orderNumber(order)}</span> · {customerName(order) || order.email}
            </span>
            <span className="text-right tabular-nums font-medium">{money(order.total, order.currency_code, locale)}</span>
            <span className="text-xs text-stone-600">{dateTime(order.created_at, locale)}</span>
            <span className="text-right">
              <StatusBadge kind="payment" status={order.status === 'canceled' ? 'canceled' : order.payment_status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
