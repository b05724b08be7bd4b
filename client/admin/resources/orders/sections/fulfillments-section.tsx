import type { AdminOrder } from '@medusajs/types'
import type { SectionProps } from '../../../engine/resource'
import { type MessageKey, useLocale, useT } from '../../../i18n'
import { dateTime } from '../../../ui/format'
import { ActionButtons } from '../actions/action-buttons'
import { CustomsSection } from '../customs/customs-section'
import { customsOf } from '../customs/fulfilment-customs'
import { fulfilmentSteps } from '../fulfilment/fulfilment-steps'

const STEPS: ['packed_at' | 'shipped_at' | 'delivered_at' | 'canceled_at', MessageKey][] = [
  ['packed_at', 'orderDetail.packedAt'],
  ['shipped_at', 'orderDetail.shippedAt'],
  ['delivered_at', 'orderDetail.deliveredAt'],
  ['canceled_at', 'orderDetail.canceledAt'],
]

// Medusa sends these with `*fulfillments.items,*fulfillments.labels`; its AdminOrderFulfillment type leaves them out
type Fulfillment = NonNullable<AdminOrder['fulfillments']>[number] & {
  items?: { id: string; title: string; quantity: number; line_item_id?: string | null }[]
  labels?: { id: string; tracking_number: string; tracking_url?: string | null }[]
}

/**
 * The order's fulfilments: their items, each step with its time, tracking numbers, the customs declaration of a
 * parcel leaving the EU, and the next steps as buttons.
 */
export function FulfillmentsSection({ item: order, resource }: SectionProps<AdminOrder>) {
  const t = useT()
  const locale = useLocale()
  const fulfillments = (order.fulfillments ?? []) as Fulfillment[]
  const titles = new Map((order.items ?? []).map((item) => [item.id, item.product_title ?? item.title]))
  if (!fulfillments.length) return <p className="px-4 py-3 text-sm text-stone-600">{t('orderDetail.noFulfillments')}</p>
  return (
    <ul className="divide-y divide-stone-200 text-sm">
      {fulfillments.map((fulfillment, index) => {
        const customs = customsOf(fulfillment.metadata)
        return (
          <li key={fulfillment.id} className="flex flex-col gap-1 px-4 py-3 text-stone-700" data-testid="fulfillment">
            <ul className="text-stone-900">
              {(fulfillment.items ?? []).map((item) => (
                <li key={item.id}>
                  {item.quantity} × {titles.get(item.line_item_id ?? '') ?? item.title}
                </li>
              ))}
            </ul>
            {STEPS.filter(([step]) => fulfillment[step]).map(([step, label]) => (
              <span key={step} className="text-xs text-stone-600">
                {t(label, { date: dateTime(fulfillment[step], locale) })}
              </span>
            ))}
            {(fulfillment.labels ?? []).map((label) => (
              <span key={label.id} className="text-xs">
                {t('orderDetail.tracking')}:{' '}
                {label.tracking_url ? (
                  <a className="admin-link" href={label.tracking_url} target="_blank" rel="noreferrer">
                    {label.tracking_number}
                  </a>
                ) : (
                  label.tracking_number
                )}
              </span>
            ))}
            {customs && <CustomsSection customs={customs} titles={titles} />}
            <ActionButtons resource={resource} order={order} actions={fulfilmentSteps(fulfillment)} label={t('fulfil.stepsOf', { number: index + 1 })} />
          </li>
        )
      })}
    </ul>
  )
}
