import type { AdminOrder } from '@medusajs/types'
import { Link, useParams } from 'wouter'
import { paymentMethodOf, type PaymentMethod } from '../../../routes/lib/payment-methods'
import { toApiError } from '../api/errors'
import { useLocale, useT, type MessageKey, type Translate } from '../i18n'
import { NotFoundPage } from '../shell/not-found-page'
import { usePageTitle } from '../shell/page-title'
import { dateTime, imageSrc, money } from '../ui/format'
import { PageHeader } from '../ui/page-header'
import { QueryBody } from '../ui/query-state'
import { StatusBadge } from '../ui/status-badge'
import { OrderActions } from './order-actions'
import { OrderAddress } from './order-address'
import { useOrder } from './order-query'

function Items({ order }: { order: AdminOrder }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="order-items" className="admin-card">
      <h2 id="order-items" className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900">{t('order.items')}</h2>
      <div className="overflow-x-auto">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('order.item')}</th>
              <th scope="col" className="text-right">{t('order.quantity')}</th>
              <th scope="col" className="text-right">{t('order.unitPrice')}</th>
              <th scope="col" className="text-right">{t('order.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {(order.items ?? []).map((item) => {
              const thumbnail = imageSrc(item.thumbnail)
              return (
                <tr key={item.id}>
                  <th scope="row">
                    <span className="flex items-center gap-3">
                      {thumbnail && <img src={thumbnail} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover ring-1 ring-stone-200" />}
                      <span className="flex flex-col">
                        <span className="font-medium text-stone-900">{item.product_title ?? item.title}</span>
                        <span className="text-xs font-normal text-stone-600">{[item.variant_title, item.variant_sku].filter(Boolean).join(' · ')}</span>
                      </span>
                    </span>
                  </th>
                  <td className="text-right tabular-nums">{item.quantity}</td>
                  <td className="whitespace-nowrap text-right tabular-nums">{money(item.unit_price, order.currency_code, locale)}</td>
                  <td className="whitespace-nowrap text-right tabular-nums">{money(item.total, order.currency_code, locale)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <Totals order={order} />
    </section>
  )
}

function Totals({ order }: { order: AdminOrder }) {
  const t = useT()
  const locale = useLocale()
  const rows: [string, number | undefined][] = [
    // the shop's prices include VAT: items and shipping are shown gross, the tax in them below the total
    [t('order.subtotal'), order.item_total],
    [t('order.shipping'), order.shipping_total],
    ...(order.discount_total ? ([[t('order.discount'), -order.discount_total]] as [string, number][]) : []),
  ]
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-stone-200 px-4 py-3 text-sm">
      {rows.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt className="text-stone-700">{label}</dt>
          <dd className="text-right tabular-nums">{money(amount, order.currency_code, locale)}</dd>
        </div>
      ))}
      <dt className="font-semibold text-stone-900">{t('order.total')}</dt>
      <dd className="text-right font-semibold tabular-nums text-stone-900" data-testid="order-total">{money(order.total, order.currency_code, locale)}</dd>
      <dt className="text-xs text-stone-600">{t('order.tax')}</dt>
      <dd className="text-right text-xs tabular-nums text-stone-600">{money(order.tax_total, order.currency_code, locale)}</dd>
    </dl>
  )
}

/** Payment providers by their method where the shop knows them (src/shop/payment-methods.ts of the back end), else Medusa's id. */
const PROVIDERS: Record<PaymentMethod, MessageKey> = { bank_transfer: 'order.providers.bank_transfer', paypal: 'order.providers.paypal', card: 'order.providers.card' }
const providerName = (t: Translate, id: string) => {
  const method = paymentMethodOf(id)
  return method ? t(PROVIDERS[method]) : id
}

function Payment({ order }: { order: AdminOrder }) {
  const t = useT()
  const locale = useLocale()
  const collections = order.payment_collections ?? []
  return (
    <section className="admin-card p-4" aria-labelledby="order-payment">
      <div className="flex items-center justify-between gap-2">
        <h2 id="order-payment" className="text-sm font-semibold text-stone-900">{t('order.paymentCollection')}</h2>
        <StatusBadge kind="payment" status={order.payment_status} />
      </div>
      {collections.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('order.noPayment')}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm text-stone-700">
          {collections.map((collection) => (
            <li key={collection.id} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {(collection.payments ?? []).map((payment) => providerName(t, payment.provider_id)).join(', ') || '–'}
                {' · '}
                <span className="tabular-nums">{money(collection.amount, collection.currency_code, locale)}</span>
              </span>
              <span data-testid="payment-collection-status">
                <StatusBadge kind="payment" status={collection.status} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ShippingMethod({ order }: { order: AdminOrder }) {
  const t = useT()
  const locale = useLocale()
  const methods = order.shipping_methods ?? []
  return (
    <section className="admin-card p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-stone-900">{t('order.shippingMethod')}</h2>
        <StatusBadge kind="fulfillment" status={order.fulfillment_status} />
      </div>
      {methods.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('order.noShippingMethod')}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm text-stone-700">
          {methods.map((method) => (
            <li key={method.id} className="flex justify-between gap-2">
              <span>{method.name}</span>
              <span className="tabular-nums">{money(method.total, order.currency_code, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const t = useT()
  const locale = useLocale()
  const title = t('order.title', { id: order.display_id ?? order.id })
  usePageTitle(title)
  return (
    <>
      <Link href="/orders" className="admin-link mb-3 text-sm">
        <span aria-hidden="true" className="i-ph-arrow-left" />
        {t('order.back')}
      </Link>
      <PageHeader title={title} actions={<OrderActions order={order} />}>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
          {t('order.placedAt', { date: dateTime(order.created_at, locale) })}
          {order.status === 'canceled' && <StatusBadge kind="payment" status="canceled" />}
        </p>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0">
          <Items order={order} />
        </div>
        <div className="flex flex-col gap-4">
          <section className="admin-card p-4">
            <h2 className="text-sm font-semibold text-stone-900">{t('order.customer')}</h2>
            <p className="mt-2 break-all text-sm text-stone-700">{order.email ?? '–'}</p>
          </section>
          <Payment order={order} />
          <ShippingMethod order={order} />
          <OrderAddress title={t('order.shippingAddress')} address={order.shipping_address} />
          <OrderAddress title={t('order.billingAddress')} address={order.billing_address} />
        </div>
      </div>
    </>
  )
}

/** One order: items, amounts, customer, addresses, shipping, payment; capture and cancel. */
export default function OrderPage() {
  const { id } = useParams<{ id: string }>()
  const order = useOrder(id)
  // a mistyped or deleted order is a missing page, not a failure to retry
  if (toApiError(order.error).status === 404) return <NotFoundPage />
  return <QueryBody query={order}>{(data) => <OrderDetail order={data.order} />}</QueryBody>
}
