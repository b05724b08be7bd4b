import { useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import type { PageProps } from '../lib/types'
import { AccountFrame } from './account-frame'
import type { SavedAddress } from './address-book'
import { AddressLines } from './address-lines'
import { CreditSection } from './credit-section'
import type { Customer } from './customer-state'
import { OrderRows } from './order-rows'
import type { Order } from './orders-actions'
import type { OrdersData } from './orders-load'

const LATEST = 3

/** The newest orders: those that came with the page, else asked for here. */
function LatestOrders({ loaded }: { loaded: Order[] | undefined }) {
  const t = useT()
  const [fetched, setOrders] = useState<Order[] | null>(null)
  const [failed, setFailed] = useState(false)
  const orders = loaded ? loaded.slice(0, LATEST) : fetched
  useEffect(() => {
    if (loaded) return
    let live = true
    import('./orders-actions')
      .then(({ listOrders }) => listOrders(1))
      .then((page) => live && setOrders(page.orders.slice(0, LATEST)))
      .catch((error) => {
        // a page left meanwhile, or a session that just ended (signing out): the account frame sends the visitor to
        // the login, nothing failed here
        if (!live || (error as { status?: number } | null)?.status === 401) return
        console.error('latest orders failed', error)
        setFailed(true)
      })
    return () => {
      live = false
    }
  }, [loaded])
  if (failed)
    return (
      <p role="alert" className="text-red-800">
        {t('account.orders.loadFailed')}
      </p>
    )
  if (!orders) return <p className="text-stone-600">{t('account.loading')}</p>
  if (!orders.length) return <p className="text-stone-600">{t('account.noOrders')}</p>
  return <OrderRows orders={orders} />
}

function Overview({ customer, orders }: { customer: Customer; orders: Order[] | undefined }) {
  const t = useT()
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email
  const number = typeof customer.metadata?.customer_number === 'string' ? customer.metadata.customer_number : null
  const addresses = (customer as Customer & { addresses?: SavedAddress[] }).addresses ?? []
  const shipping = addresses.find((address) => address.is_default_shipping)
  const billing = addresses.find((address) => address.is_default_billing)
  return (
    <div className="space-y-10">
      <section>
        <p className="text-xl text-stone-900" data-testid="account-name">
          {t('account.hello', { name })}
        </p>
        <dl className="mt-3 flex flex-wrap gap-x-10 gap-y-2 text-sm [&>div]:min-w-0">
          {number && (
            <div>
              <dt className="text-stone-600">{t('account.customerNumber')}</dt>
              <dd className="font-medium text-stone-900" data-testid="customer-number">
                {number}
              </dd>
            </div>
          )}
          <div>
            <dt className="text-stone-600">{t('auth.email')}</dt>
            <dd className="font-medium text-stone-900 wrap-anywhere">{customer.email}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="latest-orders">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="latest-orders" className="font-serif text-2xl text-stone-900">
            {t('account.latestOrders')}
          </h2>
          <Link to="/account/orders" className="text-sm text-primary-800 underline underline-offset-2">
            {t('account.allOrders')}
          </Link>
        </div>
        <div className="mt-4">
          <LatestOrders loaded={orders} />
        </div>
      </section>
      <section className="grid gap-8 sm:grid-cols-2">
        {[
          { title: t('account.defaultShipping'), address: shipping },
          { title: t('account.defaultBilling'), address: billing },
        ].map(({ title, address }) => (
          <div key={title}>
            <h2 className="text-sm font-medium uppercase tracking-wide text-stone-600">{title}</h2>
            <div className="mt-2 text-stone-800">
              {address ? <AddressLines address={address} /> : <p className="text-stone-600">{t('account.noDefault')}</p>}
            </div>
          </div>
        ))}
        <Link to="/account/addresses" className="text-sm text-primary-800 underline underline-offset-2">
          {t('account.manageAddresses')}
        </Link>
      </section>
      <CreditSection />
    </div>
  )
}

/**
 * /{cc}/account: name, customer number, latest orders, default addresses (with the HTML when the server could read them),
 * store credit and a gift card's balance.
 */
export default function AccountPage({ data }: PageProps<OrdersData>) {
  const t = useT()
  return (
    <AccountFrame title={t('account.title')} customer={data?.customer}>
      {(customer) => <Overview customer={customer} orders={data?.orders} />}
    </AccountFrame>
  )
}
