import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import type { PageProps } from '../lib/types'
import { AccountFrame } from './account-frame'
import { ClaimOrder } from './claim-order'
import type { Customer } from './customer-state'
import { OrderRows } from './order-rows'
import type { Order } from './orders-actions'
import type { OrdersData } from './orders-load'
import { ORDERS_PER_PAGE, ordersPageOf } from './store-queries'

type Listed = { orders: Order[]; pages: number }

const listed = (orders: Order[], count: number): Listed => ({ orders, pages: Math.max(1, Math.ceil(count / ORDERS_PER_PAGE)) })

/** The page's orders: those that came with the page, else (no session seen by the server, a back end in trouble) asked for here. */
function useOrders(page: number, data: OrdersData): Listed | 'loading' | 'error' {
  const [state, setState] = useState<Listed | 'loading' | 'error'>('loading')
  useEffect(() => {
    if (data) return
    let live = true
    setState('loading')
    import('./orders-actions')
      .then(async ({ listOrders }) => {
        const { orders, count } = await listOrders(page)
        if (live) setState(listed(orders, count))
      })
      .catch((error) => {
        console.error('orders failed', error)
        if (live) setState('error')
      })
    return () => {
      live = false
    }
  }, [page, data])
  return data ? listed(data.orders, data.count) : state
}

function Orders({ url, data, customer }: { url: URL; data: OrdersData; customer: Customer }) {
  const t = useT()
  const page = ordersPageOf(url)
  const state = useOrders(page, data)
  return (
    <div className="space-y-10">
      <p className="text-stone-600">{t('account.orders.intro')}</p>
      {state === 'loading' ? (
        <p className="text-stone-600">{t('account.loading')}</p>
      ) : state === 'error' ? (
        <p role="alert" className="text-red-800">
          {t('account.orders.loadFailed')}
        </p>
      ) : state.orders.length === 0 ? (
        <p className="text-stone-700" data-testid="no-orders">
          {t('account.orders.empty')}
        </p>
      ) : (
        <>
          <OrderRows orders={state.orders} />
          {state.pages > 1 && (
            <nav aria-label={t('account.orders.page', { page, pages: state.pages })} className="flex items-center justify-between gap-4 text-sm">
              {page > 1 ? (
                <Link to={`/account/orders?page=${page - 1}`} rel="prev" className="btn-outline">
                  {t('account.orders.previous')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-stone-600">{t('account.orders.page', { page, pages: state.pages })}</span>
              {page < state.pages ? (
                <Link to={`/account/orders?page=${page + 1}`} rel="next" className="btn-outline">
                  {t('account.orders.next')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
      <ClaimOrder email={customer.email} />
    </div>
  )
}

/** /{cc}/account/orders: the customer's orders, ten per page, newest first; a guest order can be claimed. */
export default function OrdersPage({ url, data }: PageProps<OrdersData>) {
  const t = useT()
  return (
    <AccountFrame title={t('account.orders.title')} customer={data?.customer}>
      {(customer) => <Orders url={url} data={data} customer={customer} />}
    </AccountFrame>
  )
}
