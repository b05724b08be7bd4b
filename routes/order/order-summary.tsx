import type { HttpTypes } from '@medusajs/types'
import { type ReactNode, useEffect, useState } from 'react'
import { useT } from '../../i18n'
import { addressLines } from '../../rules/address-lines'
import { paymentReference } from '../../rules/company'
import { ibanInGroups } from '../../rules/iban'
import { formatDate } from '../../rules/shop-dates'
import { CartLines } from '../cart/cart-lines'
import type { Cart } from '../cart/cart-state'
import { money } from '../cart/line-display'
import { useShippingName } from '../cart/shipping-names'
import { cartActions, useCartContext } from '../cart/use-cart'
import { Price } from '../catalogue/price'
import { providerLabel } from '../checkout/payment-session'
import { usePage } from '../lib/page-context'
import { orderPaymentMethod, PAYMENT_PROVIDER_IDS } from '../lib/payment-methods'
import type { BankDetails } from './order-actions'
import { OrderTotals } from './order-totals'

type Order = HttpTypes.StoreOrder
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; order: Order; bank: BankDetails | null }

/** Bank details only while the money has not arrived. */
const unpaid = (order: Order) => !['captured', 'refunded', 'partially_refunded', 'canceled'].includes(String(order.payment_status ?? ''))

/** The providers of the order's payments: none for an order taken as a draft, which is paid by transfer too. */
const providersOf = (order: Order) =>
  (order.payment_collections ?? []).flatMap((collection) => (collection.payments ?? []).map((payment) => payment.provider_id))
const isBankTransfer = (order: Order) => orderPaymentMethod(providersOf(order)) === 'bank_transfer'

function useOrder(orderId: string | null): State {
  const [state, setState] = useState<State>({ status: 'loading' })
  useEffect(() => {
    if (!orderId) return setState({ status: 'error' })
    let live = true
    import('./order-actions')
      .then(async ({ loadOrder, loadBankDetails }) => {
        // both at once: the bank details are tiny and only shown for bank transfer
        const [order, details] = await Promise.all([loadOrder(orderId), loadBankDetails().catch(() => null)])
        const bank = isBankTransfer(order) && unpaid(order) ? details : null
        if (live) setState({ status: 'ready', order, bank })
      })
      .catch((error) => {
        console.error('order could not be loaded', orderId, error)
        if (live) setState({ status: 'error' })
      })
    return () => {
      live = false
    }
  }, [orderId])
  return state
}

function AddressBlock({ title, address }: { title: string; address: Order['shipping_address'] }) {
  const { locale } = usePage()
  if (!address) return null
  return (
    <div>
      <h3 className="text-sm font-medium uppercase tracking-wide text-stone-600">{title}</h3>
      <address className="mt-2 not-italic leading-relaxed text-stone-800">
        {addressLines(address, { locale }).map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      </address>
    </div>
  )
}

function BankTransfer({ order, bank }: { order: Order; bank: BankDetails }) {
  const t = useT()
  const rows: [string, ReactNode][] = [
    [t('order.bank.holder'), bank.account_holder],
    [
      t('order.bank.iban'),
      <span key="iban" className="whitespace-nowrap">
        {ibanInGroups(bank.iban)}
      </span>,
    ],
    [t('order.bank.bic'), bank.bic],
    [t('order.bank.bank'), bank.bank_name],
    [t('order.bank.reference'), paymentReference(order.display_id ?? '')],
    [t('order.bank.amount'), <Price key="amount" money={money(order.total, order.currency_code)} />],
  ]
  return (
    <section aria-labelledby="bank-heading" className="rounded-sm border border-primary-200 bg-primary-50 p-6" data-testid="bank-details">
      <h2 id="bank-heading" className="font-serif text-2xl text-stone-900">
        {t('order.bank.title')}
      </h2>
      <p className="mt-2 text-sm text-stone-700">{t('order.bank.intro')}</p>
      {/* on phones each label stands above its value, so the IBAN keeps its groups of four on one line */}
      <dl className="mt-4 grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2 [&>div:first-child>dt]:mt-0">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="mt-3 text-stone-600 sm:mt-0">{label}</dt>
            <dd className="font-medium text-stone-900 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/**
 * The placed order: number, date, lines, totals, addresses, methods and, for bank transfer while unpaid,
 * where to pay. In the account (`extra`) the thank-you line gives way to the order's state and invoice.
 */
export function OrderSummary({ orderId, extra }: { orderId: string | null; extra?: (order: Order) => ReactNode }) {
  const t = useT()
  const { locale, country } = usePage()
  const ctx = useCartContext()
  const state = useOrder(orderId)
  const shippingName = useShippingName()
  // the completed cart's id is gone from the cookie: refreshing empties the header's cart
  useEffect(() => void cartActions().then(({ loadCart }) => loadCart(ctx)), [ctx])

  if (state.status === 'loading') return <p className="text-stone-600">{t('order.loading')}</p>
  if (state.status === 'error')
    return (
      <p role="alert" className="text-red-800">
        {t('messages.orderNotFound')}
      </p>
    )
  const { order, bank } = state
  const method = orderPaymentMethod(providersOf(order))
  // order totals have the same names as cart totals; the lines the same product fields
  const asCart = order as unknown as Cart
  return (
    <div className="space-y-10" data-testid="order-summary" data-order-id={order.id}>
      {extra ? (
        extra(order)
      ) : (
        <p className="text-lg text-stone-800 wrap-anywhere">{t('order.received', { id: order.display_id ?? order.id, email: order.email ?? '' })}</p>
      )}
      <dl className="flex flex-wrap gap-x-10 gap-y-2 text-sm">
        <div>
          <dt className="text-stone-600">{t('order.number')}</dt>
          <dd className="font-medium text-stone-900" data-testid="order-number">
            {order.display_id}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('order.date')}</dt>
          <dd className="font-medium text-stone-900">{formatDate(order.created_at, locale, 'long', country)}</dd>
        </div>
      </dl>
      {bank && <BankTransfer order={order} bank={bank} />}
      <section aria-labelledby="order-items-heading">
        <h2 id="order-items-heading" className="font-serif text-2xl text-stone-900">
          {t('order.items')}
        </h2>
        <CartLines cart={asCart} editable={false} />
        <div className="mt-4 max-w-md sm:ml-auto">
          <OrderTotals order={order} />
        </div>
      </section>
      <section className="grid gap-8 sm:grid-cols-2">
        <AddressBlock title={t('order.shippingAddress')} address={order.shipping_address} />
        <AddressBlock title={t('order.billingAddress')} address={order.billing_address} />
        <div>
          <h3 className="text-sm font-medium uppercase tracking-wide text-stone-600">{t('order.shippingMethod')}</h3>
          <p className="mt-2 text-stone-800">{(order.shipping_methods ?? []).map(shippingName).join(', ')}</p>
        </div>
        {method && (
          <div>
            <h3 className="text-sm font-medium uppercase tracking-wide text-stone-600">{t('order.paymentMethod')}</h3>
            <p className="mt-2 text-stone-800">{providerLabel(PAYMENT_PROVIDER_IDS[method], t)}</p>
          </div>
        )}
      </section>
    </div>
  )
}
