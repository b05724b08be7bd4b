import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { sdk } from '../api/sdk'
import { type MessageKey, useT } from '../i18n'
import { NEW_ORDERS_INTERVAL } from '../resources/orders/new-orders'

/** A count only: one row with one field is the cheapest way to get Medusa's `count`. */
const COUNTS = [
  { key: 'orders', label: 'overview.orders', icon: 'i-ph-receipt', href: '/orders', load: () => sdk.admin.order.list({ limit: 1, fields: 'id' }) },
  { key: 'products', label: 'overview.products', icon: 'i-ph-diamond', href: '/products', load: () => sdk.admin.product.list({ limit: 1, fields: 'id' }) },
  { key: 'customers', label: 'overview.customers', icon: 'i-ph-users', href: '/customers', load: () => sdk.admin.customer.list({ limit: 1, fields: 'id' }) },
] as const

function CountCard({
  label,
  icon,
  href,
  load,
  queryKey,
}: {
  label: MessageKey
  icon: string
  href: string
  load: () => Promise<{ count: number }>
  queryKey: string
}) {
  const t = useT()
  // the order count follows new orders like the list below it (paused while the tab is hidden)
  const query = useQuery({ queryKey: [queryKey, 'count'], queryFn: load, refetchInterval: queryKey === 'orders' ? NEW_ORDERS_INTERVAL : undefined })
  return (
    <Link href={href} className="admin-card flex items-center gap-4 p-5 transition-colors hover:border-primary-400" data-testid={`count-${queryKey}`}>
      <span aria-hidden="true" className={`${icon} text-3xl text-primary-600`} />
      <span className="flex flex-col">
        <span className="text-sm text-stone-600">{t(label)}</span>
        <span className="text-2xl font-semibold tabular-nums text-stone-900" data-count={query.data?.count}>
          {query.isPending ? '…' : query.isError ? '–' : query.data.count.toLocaleString()}
        </span>
      </span>
    </Link>
  )
}

/** What the shop holds: orders, products and customers, each opening its list. */
export function CountCards() {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {COUNTS.map((count) => (
        <CountCard key={count.key} queryKey={count.key} label={count.label} icon={count.icon} href={count.href} load={count.load} />
      ))}
    </div>
  )
}
