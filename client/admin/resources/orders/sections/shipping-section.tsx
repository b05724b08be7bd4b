import type { AdminOrder } from '@medusajs/types'
import type { SectionProps } from '../../../engine/resource'
import { useLocale, useT } from '../../../i18n'
import { money } from '../../../ui/format'
import { StatusBadge } from '../../../ui/status-badge'
import { useShippingMethodName } from '../shipping-method-name'

/** The shipping method the customer chose (insured parcel or valuables transport) and how far the order is. */
export function ShippingSection({ item: order }: SectionProps<AdminOrder>) {
  const t = useT()
  const locale = useLocale()
  const methods = order.shipping_methods ?? []
  const methodName = useShippingMethodName()
  return (
    <div className="flex flex-col gap-2 px-4 py-3 text-sm text-stone-700">
      <StatusBadge kind="fulfillment" status={order.fulfillment_status} />
      {methods.length === 0 ? (
        <p className="text-stone-600">{t('order.noShippingMethod')}</p>
      ) : (
        <ul className="space-y-1">
          {methods.map((method) => (
            <li key={method.id} className="flex justify-between gap-2">
              <span>{methodName(method)}</span>
              <span className="tabular-nums">{money(method.total, order.currency_code, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
