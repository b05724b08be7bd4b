import { useT } from '../../i18n'
import { Price } from '../catalog/price'
import type { Cart } from './cart-state'
import { vatLine } from './included-rate'
import { money } from './line-display'
import { useShippingName } from './shipping-names'

/** Subtotal, discount, shipping (its method's name once chosen), the total and the VAT it includes, in the cart's currency. */
export function CartTotals({ cart }: { cart: Cart }) {
  const t = useT()
  const currency = cart.currency_code
  const shippingName = useShippingName()
  const methods = cart.shipping_methods ?? []
  // an English page shows a method's name once the back end's English names are there
  const shippingNames = methods.map(shippingName).filter(Boolean)
  const vat = vatLine(cart)
  return (
    <dl className="space-y-2 text-sm text-stone-700" data-testid="cart-totals">
      <div className="flex justify-between gap-4">
        <dt>{t('cart.subtotal')}</dt>
        <dd>
          <Price money={money(cart.original_item_total ?? cart.item_total, currency)} />
        </dd>
      </div>
      {cart.discount_total > 0 && (
        <div className="flex justify-between gap-4 text-emerald-800">
          <dt>{t('cart.discount')}</dt>
          <dd>
            −<Price money={money(cart.discount_total, currency)} />
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4">
        <dt>
          {t('cart.shipping')}
          {shippingNames.length > 0 && <span className="block text-xs text-stone-600" data-testid="shipping-method-name">{shippingNames.join(', ')}</span>}
        </dt>
        <dd>{methods.length > 0 ? <Price money={money(cart.shipping_total, currency)} /> : t('cart.shippingAtCheckout')}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-medium text-stone-900">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="cart-total">
          <Price money={money(cart.total, currency)} />
        </dd>
      </div>
      {/* prices include VAT: the tax is part of the total, not added to it; export countries pay none here */}
      {vat?.kind === 'export' ? (
        <div className="flex justify-between gap-4 text-xs text-stone-600" data-testid="tax-free">
          <dt>{t('cart.taxFreeExport')}</dt>
          <dd>
            <Price money={money(0, currency)} />
          </dd>
        </div>
      ) : vat && (
        <div className="flex justify-between gap-4 text-xs text-stone-600" data-testid="tax-included">
          <dt>{vat.rate === null ? t('cart.taxIncludedPlain') : t('cart.taxIncluded', { rate: vat.rate })}</dt>
          <dd>
            <Price money={money(cart.tax_total, currency)} />
          </dd>
        </div>
      )}
    </dl>
  )
}
