import { type MessageKey, useT } from '../../i18n'
import { formatDate } from '../../rules/shop-dates'
import { money } from '../cart/line-display'
import { Price } from '../catalogue/price'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import type { Order } from './orders-actions'

/** The order's state in words: cancelled, else its payment and its shipping. */
export function useOrderState() {
  const t = useT()
  return (order: Pick<Order, 'status' | 'payment_status' | 'fulfillment_status'>) => {
    if (order.status === 'canceled') return t('account.orders.canceled')
    const payment = t(`account.orders.paymentStatus.${order.payment_status}` as MessageKey)
    const shipping = t(`account.orders.fulfillmentStatus.${order.fulfillment_status}` as MessageKey)
    return [payment, shipping].filter((text) => !text.startsWith('account.')).join(' · ')
  }
}

/** Orders as a list of cards: number, date, state, pieces and total, each linking to its details. */
export function OrderRows({ orders }: { orders: Order[] }) {
  const t = useT()
  const { locale, country } = usePage()
  const state = useOrderState()
  return (
    <ul className="divide-y divide-stone-200 border-y border-stone-200" data-testid="order-rows">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-4" data-order-id={order.id}>
          <div>
            <Link to={`/account/orders/${order.id}`} className="font-medium text-stone-900 underline-offset-2 hover:underline">
              {t('account.orders.number', { id: order.display_id ?? order.id })}
            </Link>
            <p className="text-sm text-stone-600">
              {formatDate(order.created_at, locale, 'long', country)} ·{' '}
              {t('account.orders.items', { count: (order.items ?? []).reduce((sum, item) => sum + item.quantity, 0) })}
            </p>
            <p className="text-sm text-stone-600" data-testid="order-state">
              {state(order)}
            </p>
          </div>
          <div className="text-right">
            <Price money={money(order.total, order.currency_code)} testId="order-total" />
            <Link to={`/account/orders/${order.id}`} className="ml-4 text-sm text-primary-800 underline underline-offset-2">
              {t('account.orders.details')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  )
}
