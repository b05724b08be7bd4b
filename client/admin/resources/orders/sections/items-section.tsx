import type { AdminOrder, AdminOrderLineItem } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import { type MoneyOrder, type MoneyTexts, moneyLabel, orderMoney } from '../../../../../rules/order-money'
import { queryKeys } from '../../../engine/query-keys'
import type { SectionProps } from '../../../engine/resource'
import { useLocale, useT } from '../../../i18n'
import { imageSrc, money } from '../../../ui/format'
import { listLineProgress } from '../calls/line-items'
import { progressOf } from '../line-progress'

/** "Ringgröße: 54 · Metall: Gold": the options the customer chose, as the line item keeps them. */
const optionsOf = (item: AdminOrderLineItem) =>
  Object.entries((item as { variant_option_values?: Record<string, string> | null }).variant_option_values ?? {})
    .map(([option, value]) => `${option}: ${value}`)
    .join(' · ')

/**
 * The items with picture, chosen options and SKU and how far their pieces have come (packed, shipped, delivered,
 * returned: GET /admin/orders/{id}/line-items, not for a draft), then the amounts (gross: the shop's prices include VAT).
 */
export function ItemsSection({ item: order }: SectionProps<AdminOrder>) {
  const t = useT()
  const locale = useLocale()
  const placed = order.status !== 'draft'
  const progress = useQuery({
    queryKey: queryKeys('orders').part(order.id, 'line-items', { version: order.version }),
    queryFn: ({ signal }) => listLineProgress(order.id, order.version, signal),
    enabled: placed,
  })
  const amount = (value: number | undefined) => money(value, order.currency_code, locale)
  // the order's money as every document of it states it: subtotal, each discount with its code, shipping, total, VAT
  const lines = orderMoney(order as unknown as MoneyOrder)
  const totalAt = lines.findIndex((line) => line.kind === 'total')
  const texts: MoneyTexts = {
    subtotal: t('order.subtotal'),
    discount: (code) => (code ? t('order.discountCode', { code }) : t('order.discount')),
    shipping: t('order.shipping'),
    giftCard: t('order.giftCard'),
    storeCredit: t('order.storeCredit'),
    total: t('order.total'),
    taxIncluded: (rate) => t('order.taxIncluded', { rate }),
    taxIncludedPlain: t('order.taxIncludedPlain'),
    taxFreeExport: t('order.taxFreeExport'),
    taxVoucher: t('order.taxVoucher'),
    taxAdded: (rate) => (rate === null ? t('order.taxAddedPlain') : t('order.taxAdded', { rate })),
  }
  return (
    <>
      <ul className="divide-y divide-stone-200">
        {(order.items ?? []).map((item) => {
          const thumbnail = imageSrc(item.thumbnail)
          const details = [item.variant_title, optionsOf(item), item.variant_sku].filter(Boolean).join(' · ')
          return (
            <li key={item.id} className="flex gap-3 px-4 py-3 text-sm" data-testid="order-item">
              {thumbnail ? (
                <img src={thumbnail} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded object-cover ring-1 ring-stone-200" />
              ) : (
                <span className="h-12 w-12 shrink-0 rounded bg-stone-100" />
              )}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium text-stone-900">{item.product_title ?? item.title}</span>
                {details && <span className="text-xs text-stone-600">{details}</span>}
                {progressOf(progress.data?.get(item.id)).length > 0 && (
                  <span className="text-xs text-stone-700" data-testid="line-progress">
                    {progressOf(progress.data?.get(item.id))
                      .map((step) => t(step.label, { count: step.count }))
                      .join(' · ')}
                  </span>
                )}
              </span>
              <span className="shrink-0 text-right tabular-nums">
                <span className="block">
                  {item.quantity} × {amount(item.unit_price)}
                </span>
                <span className="block font-medium">{amount(item.total)}</span>
              </span>
            </li>
          )
        })}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-stone-200 px-4 py-3 text-sm" data-testid="order-money">
        {lines.map((line, index) => {
          const label = moneyLabel(line, locale, texts)
          const strong = line.kind === 'total'
          const small = index > totalAt
          const labelClass = strong ? 'font-semibold text-stone-900' : small ? 'text-xs text-stone-600' : 'text-stone-700'
          const valueClass = `text-right tabular-nums ${strong ? 'font-semibold text-stone-900' : small ? 'text-xs text-stone-600' : ''}`
          return (
            <Fragment key={`${line.kind}-${line.code ?? index}`}>
              <dt className={labelClass} data-testid="money-label">
                {label}
              </dt>
              <dd className={valueClass} data-testid={strong ? 'order-total' : 'money-amount'}>
                {line.amount === null ? '' : line.kind === 'shipping' && line.amount === 0 ? t('order.shippingFree') : amount(line.amount)}
              </dd>
            </Fragment>
          )
        })}
      </dl>
    </>
  )
}
