import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import type { PageProps } from '../lib/types'
import { AccountFrame } from './account-frame'
import { ClaimOrder } from './claim-order'
import type { Customer } from './customer-state'
import { OrderRows } from './order-rows'
import type { Order } from './orders-actions'

const pageOf = (url: URL) => Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)

function Orders({ url, customer }: { url: URL; customer: Customer }) {
  const t = useT()
  const page = pageOf(url)
  const [state, setState] = useState<{ orders: Order[]; pages: number } | 'loading' | 'error'>('loading')
  useEffect(() => {
    let live = true
    setState('loading')
    import('./orders-actions')
      .then(async ({ listOrders, ORDERS_PER_PAGE }) => {
        const { orders, count } = await listOrders(page)
        if (live) setState({ orders, pages: Math.max(1, Math.ceil(count / ORDERS_PER_PAGE)) })
      })
      .catch((error) => {
        console.error('orders failed', error)
        if (live) setState('error')
      })
    return () => {
      live = false
    }
  }, [page])
  return (
    <div className="space-y-10">
      <p className="text-stone-600">{t('account.orders.intro')}</p>
      {state === 'loading' ? (
        <p className="text-stone-600">{t('account.loading')}</p>
      ) : state === 'error' ? (
        <p role="alert" className="text-red-800">{t('account.orders.loadFailed')}</p>
      ) : state.orders.length === 0 ? (
        <p className="text-stone-700" data-testid="no-orders">{t('account.orders.empty')}</p>
      ) : (
        <>
          <OrderRows orders={state.orders} />
          {state.pages > 1 && (
            <nav aria-label={t('account.orders.page', { page, pages: state.pages })} className="flex items-center justify-between gap-4 text-sm">
              {page > 1 ? <Link to={`/account/orders?page=${page - 1}`} rel="prev" className="btn-outline">{t('account.orders.previous')}</Link> : <span />}
              <span className="text-stone-600">{t('account.orders.page', { page, pages: state.pages })}</span>
              {page < state.pages ? <Link to={`/account/orders?page=${page + 1}`} rel="next" className="btn-outline">{t('account.orders.next')}</Link> : <span />}
            </nav>
          )}
        </>
      )}
      <ClaimOrder email={customer.email} />
    </div>
  )
}

/** /{cc}/account/orders: the customer's orders, ten per page, newest first; a guest order can be claimed. */
export default function OrdersPage({ url }: PageProps) {
  const t = useT()
  return <AccountFrame title={t('account.orders.title')}>{(customer) => <Orders url={url} customer={customer} />}</AccountFrame>
}
