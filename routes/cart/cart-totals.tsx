import { useT } from '../../i18n'
import { vatLine } from '../../rules/included-rate'
import { Price } from '../catalogue/price'
import { usePage } from '../lib/page-context'
import type { Cart } from './cart-state'
import { cartCredit } from './gift-cards'
import { money } from './line-display'
import { type ShippingCost, shippingCost, totalsWithShipping } from './shipping-cost'
import { useShippingName } from './shipping-names'
import { useShippingOffers } from './shipping-offers'
import { vatText } from './vat-text'

/** The shipping amount once known ("kostenlos" when free), "wird an der Kasse berechnet" only while nothing is. */
function ShippingAmount({ cost, currency }: { cost: ShippingCost; currency: string }) {
  const t = useT()
  if (cost.kind === 'pending') return <span className="inline-block h-4 w-16 animate-pulse rounded-sm bg-stone-100" aria-hidden="true" />
  if (cost.kind === 'atCheckout') return <>{t('cart.shippingAtCheckout')}</>
  if (cost.amount === 0) return <>{t('cart.shippingFree')}</>
  return <Price money={money(cost.amount, currency)} from={cost.kind === 'offered' && cost.from} />
}

/**
 * Subtotal, discount, shipping (its method's name once chosen), what gift cards and store credit pay, the total and what VAT it includes — the
 * destination's (the shipping address's country, else the shop's) by the shop's one rule — in the cart's currency.
 */
export function CartTotals({ cart }: { cart: Cart }) {
  const t = useT()
  const { country, locale } = usePage()
  const currency = cart.currency_code
  const shippingName = useShippingName()
  const methods = cart.shipping_methods ?? []
  // an English page shows a method's name once the back end's English names are there
  const shippingNames = methods.map(shippingName).filter(Boolean)
  const vat = vatLine(cart, cart.shipping_address?.country_code ?? country)
  const cost = shippingCost(cart, useShippingOffers(cart))
  // shipping known from the offered options counts in the total already, as it will once chosen
  const totals = totalsWithShipping(cart, cost, vat?.kind === 'included' ? vat.rate : null)
  // gift cards and store credit pay part of the total; the VAT stays that of the goods (a multi-purpose voucher)
  const credit = cartCredit(cart)
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
          {shippingNames.length > 0 && (
            <span className="block text-xs text-stone-600" data-testid="shipping-method-name">
              {shippingNames.join(', ')}
            </span>
          )}
        </dt>
        <dd data-testid="shipping-amount">
          <ShippingAmount cost={cost} currency={currency} />
        </dd>
      </div>
      {credit.giftCards
        .filter((card) => card.amount > 0)
        .map((card) => (
          <div key={card.code} className="flex justify-between gap-4 text-emerald-800" data-testid="gift-card-line">
            <dt>{t('cart.giftCard', { code: card.code })}</dt>
            <dd>
              −<Price money={money(card.amount, currency)} />
            </dd>
          </div>
        ))}
      {credit.storeCredit > 0 && (
        <div className="flex justify-between gap-4 text-emerald-800" data-testid="store-credit-line">
          <dt>{t('cart.storeCredit')}</dt>
          <dd>
            −<Price money={money(credit.storeCredit, currency)} />
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base font-medium text-stone-900">
        <dt>{t('cart.total')}</dt>
        <dd data-testid="cart-total">
          <Price money={money(totals.total, currency)} />
        </dd>
      </div>
      {/* prices include VAT: the tax is part of the total, not added to it; an export pays none here, the import duties at home */}
      {vat && (
        <div className="flex justify-between gap-4 text-xs text-stone-600" data-testid={vat.kind === 'included' ? 'tax-included' : 'tax-free'}>
          <dt>{vatText(t, locale, vat)}</dt>
          <dd>{vat.kind === 'included' && totals.tax > 0 && <Price money={money(totals.tax, currency)} />}</dd>
        </div>
      )}
    </dl>
  )
}
