import { Link } from 'wouter'
import { request } from '../../../engine/calls'
import { defineResource, type RenderContext } from '../../../engine/resource'
import { dateTime, money } from '../../../ui/format'
import { StatusBadge } from '../../../ui/status-badge'
import { statusLabel } from '../../../ui/statuses'
import { providerName } from '../../payment-providers'
import { REGISTRY, registered } from '../../registry'
import { createdBetween } from '../order-filters'
import { PaymentCaptures, PaymentRefunds } from './payment-money'
import { capturedOf, type Payment, paymentState, refundedOf } from './payment-state'

const orderOf = (payment: Payment) => payment.payment_collection?.order ?? undefined
const amountOf = (value: number, payment: Payment, { locale }: Pick<RenderContext, 'locale'>) => money(value, payment.currency_code, locale)

/** The order a payment belongs to, as a link to its page. */
function OrderLink({ payment, locale }: { payment: Payment; locale: RenderContext['locale'] }) {
  const order = orderOf(payment)
  if (!order) return null
  return (
    <Link href={`~/admin/${locale}${REGISTRY.orders.route}/${encodeURIComponent(order.id)}`} className="admin-link">
      #{order.display_id}
    </Link>
  )
}

/** The shop's payment providers (GET /admin/payments/payment-providers), named as staff know them. */
const providerChoices = async ({ t }: RenderContext) =>
  (await request<{ payment_providers: { id: string }[] }>('/admin/payments/payment-providers', { query: { limit: 100, fields: 'id' } })).payment_providers.map(
    (provider) => ({ value: provider.id, text: providerName(t, provider.id) }),
  )

const ORDER_FIELDS = ['payment_collection.order.id', 'payment_collection.order.display_id']

/**
 * Payments across all orders: amount, provider, order, captured and refunded, filtered by provider and date (the
 * back end turns a provider into payment ids, backend/src/api/admin/payments/filter-payments.ts); the detail with
 * its captures and refunds, linking to the order, where capture and refund are done.
 */
export const payments = defineResource<Payment>({
  ...registered('payments'),
  title: (payment) => {
    const order = orderOf(payment)
    return `${order ? `#${order.display_id} · ` : ''}${Number(payment.amount).toFixed(2)} ${payment.currency_code.toUpperCase()}`
  },
  list: {
    columns: [
      { id: 'created_at', label: 'payments.date', sort: 'created_at', cell: (payment, { locale }) => dateTime(payment.created_at, locale) },
      {
        id: 'amount',
        label: 'order.amount',
        sort: 'amount',
        align: 'end',
        primary: true,
        fields: ['amount', 'currency_code'],
        cell: (payment, context) => amountOf(Number(payment.amount), payment, context),
        csv: (payment) => Number(payment.amount),
      },
      {
        id: 'provider_id',
        label: 'order.paymentProvider',
        primary: true,
        cell: (payment, { t }) => providerName(t, payment.provider_id),
        csv: (payment, { t }) => providerName(t, payment.provider_id),
      },
      {
        id: 'order',
        label: 'payments.order',
        fields: ORDER_FIELDS,
        cell: (payment, { locale }) => <OrderLink payment={payment} locale={locale} />,
        csv: (payment) => orderOf(payment)?.display_id,
      },
      {
        id: 'state',
        label: 'order.status',
        primary: true,
        fields: ['captured_at', 'canceled_at', 'captures.amount', 'refunds.amount', 'amount'],
        cell: (payment) => <StatusBadge kind="payment" status={paymentState(payment)} />,
        csv: (payment, { t }) => statusLabel(t, 'payment', paymentState(payment)),
      },
      { id: 'captured_at', label: 'payments.capturedAt', sort: 'captured_at', hidden: true },
      {
        id: 'refunded',
        label: 'payments.refunded',
        align: 'end',
        fields: ['refunds.amount', 'currency_code'],
        cell: (payment, context) => (refundedOf(payment) ? amountOf(refundedOf(payment), payment, context) : ''),
        csv: (payment) => refundedOf(payment),
      },
    ],
    filters: [{ id: 'provider_id', label: 'order.paymentProvider', choices: providerChoices }, ...createdBetween('payments.from', 'payments.to')],
    defaultSort: '-created_at',
  },
  detail: {
    fields: [
      'id',
      'amount',
      'currency_code',
      'provider_id',
      'created_at',
      'captured_at',
      'canceled_at',
      '*captures',
      '*refunds',
      'refunds.refund_reason.label',
      'refunds.refund_reason.metadata',
      ...ORDER_FIELDS,
    ].join(','),
    sections: [
      {
        id: 'overview',
        title: 'payments.overview',
        rows: [
          { label: 'order.amount', value: (payment, context) => amountOf(Number(payment.amount), payment, context) },
          { label: 'order.paymentProvider', value: (payment, { t }) => providerName(t, payment.provider_id) },
          { label: 'order.status', value: (payment) => <StatusBadge kind="payment" status={paymentState(payment)} /> },
          { label: 'payments.order', value: (payment, { locale }) => <OrderLink payment={payment} locale={locale} /> },
          { label: 'payments.date', value: (payment, { locale }) => dateTime(payment.created_at, locale) },
          { label: 'payments.captured', value: (payment, context) => amountOf(capturedOf(payment), payment, context) },
          { label: 'payments.refunded', value: (payment, context) => amountOf(refundedOf(payment), payment, context) },
        ],
      },
      { id: 'captures', title: 'payments.captures', component: PaymentCaptures },
      { id: 'refunds', title: 'payments.refunds', component: PaymentRefunds },
    ],
  },
})
