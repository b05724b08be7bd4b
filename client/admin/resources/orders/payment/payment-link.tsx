import type { AdminOrder } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import type { PaymentMethod } from '../../../../../rules/payment-methods'
import { request } from '../../../engine/calls'
import { actionOf, type ResourceSpec } from '../../../engine/resource'
import { useT } from '../../../i18n'
import { money } from '../../../ui/format'
import { ActionButtons } from '../actions/action-buttons'
import { canWithdraw, outstandingOf } from './money-owed'

/** What a payment link would ask for: the open request nothing was paid against yet, else what the order still owes. */
function linkAmount(order: AdminOrder): number {
  if (order.status === 'canceled') return 0
  const open = (order.payment_collections ?? []).find((collection) => canWithdraw(collection) && !(collection.payments ?? []).length)
  return open ? Number(open.amount) : outstandingOf(order)
}

/**
 * "Zahlungslink senden": mails the customer a link to the storefront's page where they pay that amount by card or
 * PayPal, whichever the order's region has (POST /admin/orders/:id/payment-link; the back end makes the request for
 * money when there is none, signs the link and sends it in the order's language). Paid, Stripe's webhook books it on the order.
 */
const sendPaymentLink = actionOf<AdminOrder>()({
  id: 'payment-link',
  label: 'fulfil.sendPaymentLink',
  icon: 'i-ph-link',
  confirm: { title: 'fulfil.sendPaymentLinkTitle', text: 'fulfil.sendPaymentLinkText', action: 'fulfil.sendPaymentLink' },
  summary: ([order], { t, locale }) => (
    <p className="mb-4 text-sm font-medium text-stone-900" data-testid="payment-link-amount">
      {t('fulfil.paymentLinkAmount', { amount: money(linkAmount(order), order.currency_code, locale), email: order.email ?? '' })}
    </p>
  ),
  when: (order) => linkAmount(order) > 0 && Boolean(order.email),
  run: ([order]) => request(`/admin/orders/${encodeURIComponent(order.id)}/payment-link`, { method: 'POST', body: {} }),
  done: 'fulfil.paymentLinkSent',
})

/**
 * The payment link where the order owes money: offered when the order's region takes cards or PayPal
 * (GET /admin/orders/:id/payment-link answers which), else a line saying why there is none.
 */
export function PaymentLinkOffer({ order, resource }: { order: AdminOrder; resource: ResourceSpec<AdminOrder> }) {
  const t = useT()
  const owes = linkAmount(order) > 0
  const offer = useQuery({
    queryKey: ['orders', 'payment-link', order.id],
    queryFn: ({ signal }) => request<{ methods: PaymentMethod[] }>(`/admin/orders/${encodeURIComponent(order.id)}/payment-link`, { signal }),
    enabled: owes,
  })
  if (!owes || !offer.data) return null
  if (!offer.data.methods.length)
    return (
      <p className="text-xs text-stone-600" data-testid="payment-link-unavailable">
        {t('fulfil.paymentLinkNoMethods')}
      </p>
    )
  return <ActionButtons resource={resource} order={order} actions={[sendPaymentLink]} label={t('fulfil.paymentLinkActions')} />
}
