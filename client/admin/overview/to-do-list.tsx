import { Link } from 'wouter'
import { type Overview, REMIND_AFTER_DAYS } from '../../../rules/figures'
import { EMPTY_LIST_STATE, stringifyListState } from '../engine/url-state'
import { type MessageKey, useLocale, useT } from '../i18n'
import { money } from '../ui/format'

const ordersWhere = (filters: Record<string, string[]>) => `/orders?${stringifyListState({ ...EMPTY_LIST_STATE, filters })}`

/** The day's to-do list: four counts that open the list to work through, the transfers to remind and pieces to restock. */
export function ToDoList({ todo }: { todo: Overview['todo'] }) {
  const t = useT()
  const locale = useLocale()
  const counts: { key: keyof Overview['todo']; label: MessageKey; icon: string; href: string }[] = [
    { key: 'to_book', label: 'overview.toBook', icon: 'i-ph-bank', href: ordersWhere({ payment_status: ['authorized'] }) },
    { key: 'to_ship', label: 'overview.toShip', icon: 'i-ph-package', href: ordersWhere({ fulfillment_status: ['not_fulfilled', 'partially_fulfilled'] }) },
    { key: 'returns_to_receive', label: 'overview.returnsToReceive', icon: 'i-ph-arrow-u-down-left', href: '/orders' },
    { key: 'low_stock', label: 'overview.lowStock', icon: 'i-ph-warning', href: '/inventory' },
  ]
  return (
    <section aria-labelledby="to-do" className="space-y-3" data-testid="to-do">
      <h2 id="to-do" className="font-semibold text-stone-900">
        {t('overview.todo')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counts.map((count) => (
          <Link key={count.key} href={count.href} className="admin-card flex items-center gap-3 p-4 hover:border-primary-400" data-testid={`todo-${count.key}`}>
            <span aria-hidden="true" className={`${count.icon} text-2xl text-primary-700`} />
            <span className="flex flex-col">
              <span className="text-sm text-stone-600">{t(count.label)}</span>
              <span className="text-xl font-semibold tabular-nums text-stone-900" data-count={todo[count.key] as number}>
                {(todo[count.key] as number).toLocaleString(locale)}
              </span>
            </span>
          </Link>
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <div className="admin-card p-4">
          <h3 className="text-sm font-medium text-stone-900">{t('overview.remind', { days: REMIND_AFTER_DAYS })}</h3>
          {todo.remind.length ? (
            <ul className="mt-2 space-y-1 text-sm" data-testid="to-remind">
              {todo.remind.map((order) => (
                <li key={order.order_id}>
                  <Link href={`/orders/${order.order_id}`} className="admin-link">
                    {t('overview.remindRow', { id: order.display_id, amount: money(order.amount, order.currency_code, locale), days: order.days })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-stone-600">{t('overview.nothingToDo')}</p>
          )}
        </div>
        <div className="admin-card p-4">
          <h3 className="text-sm font-medium text-stone-900">{t('overview.lowStock')}</h3>
          {todo.low_stock_items.length ? (
            <ul className="mt-2 space-y-1 text-sm">
              {todo.low_stock_items.map((item) => (
                <li key={item.inventory_item_id}>
                  <Link href={`/inventory/${item.inventory_item_id}`} className="admin-link">
                    {t('overview.lowStockRow', { title: item.title, available: item.available })}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-stone-600">{t('overview.nothingToDo')}</p>
          )}
        </div>
      </div>
    </section>
  )
}
