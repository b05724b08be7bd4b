import type { HttpTypes } from '@medusajs/types'
import { useT } from '../../i18n'
import { type MoneyOrder, moneyLabel, orderMoney } from '../../rules/order-money'
import { money } from '../cart/line-display'
import { useShippingName } from '../cart/shipping-names'
import { Price } from '../catalogue/price'
import { usePage } from '../lib/page-context'

/** The test id of each line, named as the cart's totals name theirs. */
const TEST_IDS = {
  subtotal: 'order-subtotal',
  discount: 'order-discount',
  shipping: 'shipping-amount',
  credit: 'order-credit',
  total: 'cart-total',
  tax: 'tax-included',
} as const

/**
 * A placed order's money, as every document of the order states it (rules/order-money.ts): subtotal,
 * each discount with its code, shipping with its method, the total and the VAT the delivery country needs.
 */
export function OrderTotals({ order }: { order: HttpTypes.StoreOrder }) {
  const t = useT()
  const { locale } = usePage()
  const shippingName = useShippingName()
  const shippingNames = (order.shipping_methods ?? []).map(shippingName).filter(Boolean)
  const lines = orderMoney(order as unknown as MoneyOrder)
  const texts = {
    subtotal: t('cart.subtotal'),
    discount: (code: string | null) => (code ? t('cart.discountCode', { code }) : t('cart.discount')),
    shipping: t('cart.shipping'),
    giftCard: t('cart.giftCardPaid'),
    storeCredit: t('cart.storeCredit'),
    total: t('cart.total'),
    taxIncluded: (rate: string) => t('cart.taxIncluded', { rate }),
    taxIncludedPlain: t('cart.taxIncludedPlain'),
    taxFreeExport: t('cart.taxFreeExport'),
    taxVoucher: t('cart.taxVoucher'),
    taxAdded: (rate: string | null) => (rate === null ? t('cart.taxAddedPlain') : t('cart.taxAdded', { rate })),
  }
  return (
    <dl className="space-y-2 text-sm text-stone-700" data-testid="cart-totals">
      {lines.map((line, index) => {
        const label = moneyLabel(line, locale, texts)
        const after = lines.findIndex((other) => other.kind === 'total') < index
        const amount = line.amount === null ? null : <Price money={money(Math.abs(line.amount), line.currency)} />
        const style =
          line.kind === 'total'
            ? 'flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-medium text-stone-900'
            : after
              ? 'flex justify-between gap-4 text-xs text-stone-600'
              : line.kind === 'discount' || line.kind === 'credit'
                ? 'flex justify-between gap-4 text-emerald-800'
                : 'flex justify-between gap-4'
        const testId = line.kind === 'tax' && line.amount === null ? 'tax-free' : TEST_IDS[line.kind]
        return (
          <div key={`${line.kind}-${line.code ?? index}`} className={style} data-testid={`${line.kind}-line`} data-code={line.code ?? undefined}>
            <dt>
              {label}
              {line.kind === 'shipping' && shippingNames.length > 0 && (
                <span className="block text-xs text-stone-600" data-testid="shipping-method-name">
                  {shippingNames.join(', ')}
                </span>
              )}
            </dt>
            <dd data-testid={testId}>
              {line.kind === 'shipping' && line.amount === 0 ? (
                t('cart.shippingFree')
              ) : line.kind === 'discount' || line.kind === 'credit' ? (
                <>−{amount}</>
              ) : (
                amount
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
