import type { AdminOrder } from '@medusajs/types'
import type { SectionProps } from '../../../engine/resource'
import { useLocale, useT } from '../../../i18n'
import { dateTime, money } from '../../../ui/format'
import { StatusBadge } from '../../../ui/status-badge'
import { providerName } from '../../payment-providers'
import { ActionButtons } from '../actions/action-buttons'
import { referenceOf } from '../order-fields'
import { withdrawCollection } from '../payment/collection-actions'
import { PaymentLinkOffer } from '../payment/payment-link'
import { refundAction } from '../payment/refund-payment'
import { refundAsStoreCredit } from '../payment/store-credit'
import { isBankTransfer } from '../payments'

/**
 * Each payment collection with its state and payments: method, amount, when captured, refunds; refund and withdraw an
 * unpaid request beside them; below them the payment link for what the order still owes (by card, where the region
 * takes cards) and the other way to pay back what the shop owes: store credit.
 */
export function PaymentsSection({ item: order, resource }: SectionProps<AdminOrder>) {
  const t = useT()
  const locale = useLocale()
  const collections = order.payment_collections ?? []
  const amount = (value: number | null | undefined) => money(value, order.currency_code, locale)
  if (!collections.length) return <p className="px-4 py-3 text-sm text-stone-600">{t('order.noPayment')}</p>
  return (
    <>
      <ul className="divide-y divide-stone-200 text-sm">
        {collections.map((collection) => (
          <li key={collection.id} className="flex flex-col gap-2 px-4 py-3" data-testid="payment-collection">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium tabular-nums text-stone-900">{amount(collection.amount)}</span>
              <span data-testid="payment-collection-status">
                <StatusBadge kind="payment" status={collection.status} />
              </span>
            </div>
            {(collection.payments ?? []).map((payment) => (
              <div key={payment.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 rounded-md bg-stone-50 px-3 py-2 text-stone-700">
                <span>
                  {providerName(t, payment.provider_id)}
                  {isBankTransfer(payment) && ` · ${t('orderList.reference')}: ${referenceOf(order)}`}
                </span>
                <span className="tabular-nums">{amount(payment.amount)}</span>
                <span className="w-full text-xs text-stone-600">
                  {payment.captured_at
                    ? t('orderDetail.capturedAt', { date: dateTime(payment.captured_at, locale) })
                    : payment.canceled_at
                      ? t('orderDetail.canceledAt', { date: dateTime(payment.canceled_at, locale) })
                      : t('status.payment.authorized')}
                </span>
                {(payment.refunds ?? []).map((refund) => (
                  <span key={refund.id} className="w-full text-xs text-stone-600">
                    {t('orderDetail.refunded', { amount: amount(refund.amount), date: dateTime(refund.created_at, locale) })}
                  </span>
                ))}
                <div className="w-full">
                  <ActionButtons resource={resource} order={order} actions={[refundAction(payment, order.currency_code)]} label={t('fulfil.paymentActions')} />
                </div>
              </div>
            ))}
            <ActionButtons resource={resource} order={order} actions={[withdrawCollection(collection)]} label={t('fulfil.collectionActions')} />
          </li>
        ))}
      </ul>
      <div className="border-t border-stone-200 px-4 py-3 empty:hidden">
        <PaymentLinkOffer order={order} resource={resource} />
      </div>
      <div className="border-t border-stone-200 px-4 py-3 empty:hidden">
        <ActionButtons resource={resource} order={order} actions={[refundAsStoreCredit]} label={t('fulfil.refundChoices')} />
      </div>
    </>
  )
}
