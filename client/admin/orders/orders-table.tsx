import type { AdminOrder } from '@medusajs/types'
import { Link } from 'wouter'
import { useLocale, useT } from '../i18n'
import { dateTime, money } from '../ui/format'
import { StatusBadge } from '../ui/status-badge'

/** Orders as a table: number (a link to the order), date, customer, total, payment and fulfillment. */
export function OrdersTable({ orders, caption }: { orders: AdminOrder[]; caption: string }) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className="overflow-x-auto">
      <table className="admin-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.number')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.customer')}</th>
            <th scope="col" className="text-right">{t('orders.total')}</th>
            <th scope="col">{t('orders.payment')}</th>
            <th scope="col">{t('orders.fulfillment')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link href={`/orders/${order.id}`} className="admin-link" aria-label={t('orders.open', { id: order.display_id ?? order.id })}>
                  #{order.display_id}
                </Link>
              </th>
              <td className="whitespace-nowrap">{dateTime(order.created_at, locale)}</td>
              <td className="max-w-64 truncate">{order.email ?? '–'}</td>
              <td className="whitespace-nowrap text-right tabular-nums">{money(order.total, order.currency_code, locale)}</td>
              <td>
                <StatusBadge kind="payment" status={order.status === 'canceled' ? 'canceled' : order.payment_status} />
              </td>
              <td>
                <StatusBadge kind="fulfillment" status={order.fulfillment_status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
