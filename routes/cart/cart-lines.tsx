import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { Price } from '../catalogue/price'
import { ProductImage } from '../catalogue/product-image'
import { SaleNote } from '../catalogue/sale-price'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import type { Cart, LineItem } from './cart-state'
import { GiftCardLineDetails, isGiftCardLine } from './gift-card-line'
import { lineProductPath, lineTitle, lineVariant, money } from './line-display'
import { cartActions, useCartContext } from './use-cart'
import { useVariantTitle } from './variant-titles'

/** A line's quantity never goes above this in the cart UI; bigger orders are placed with the shop directly. */
const MAX_QUANTITY = 99

function QuantityControl({ item, title }: { item: LineItem; title: string }) {
  const t = useT()
  const ctx = useCartContext()
  const change = (quantity: number) =>
    void cartActions()
      .then(({ updateQuantity }) => updateQuantity(ctx, item.id, quantity))
      .catch(() => undefined) // already notified and rolled back
  return (
    <div className="inline-flex items-center rounded-full border border-stone-300">
      <button
        type="button"
        className="icon-button h-9 w-9"
        aria-label={t('cart.decrease', { title })}
        disabled={item.quantity <= 1}
        onClick={() => change(item.quantity - 1)}
      >
        <span className="i-ph-minus" aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_QUANTITY}
        value={item.quantity}
        aria-label={t('cart.quantityOf', { title })}
        data-testid="line-quantity"
        className="h-9 w-10 appearance-none bg-transparent text-center text-sm [-moz-appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        onChange={(event) => {
          const quantity = Number(event.target.value)
          if (Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_QUANTITY) change(quantity)
        }}
      />
      <button
        type="button"
        className="icon-button h-9 w-9"
        aria-label={t('cart.increase', { title })}
        disabled={item.quantity >= MAX_QUANTITY}
        onClick={() => change(item.quantity + 1)}
      >
        <span className="i-ph-plus" aria-hidden="true" />
      </button>
    </div>
  )
}

function Line({
  item,
  currency,
  editable,
  variantTitle,
  mark,
}: {
  item: LineItem
  currency: string
  editable: boolean
  variantTitle: (title: string) => string
  mark?: ReactNode
}) {
  const t = useT()
  const ctx = useCartContext()
  const { locale } = usePage()
  const title = lineTitle(item, locale)
  const path = lineProductPath(item, locale)
  // a gift card's variant is its amount, which its price says
  const stored = isGiftCardLine(item) ? null : lineVariant(item)
  const variant = stored && variantTitle(stored)
  return (
    <li className="flex gap-4 py-4" data-testid="cart-line" data-variant-id={item.variant_id ?? ''} data-marked={mark ? 'true' : undefined}>
      <div className="h-16 w-20 shrink-0 overflow-hidden rounded-sm bg-stone-100 sm:h-20 sm:w-24">
        <ProductImage src={item.thumbnail ?? null} alt="" preset="productThumbnail" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {path ? (
            <Link to={path} className="inline-block font-medium text-stone-900 hover:text-primary-800">
              {title}
            </Link>
          ) : (
            <span className="font-medium text-stone-900">{title}</span>
          )}
          {variant && <p className="text-sm text-stone-600">{variant}</p>}
          <GiftCardLineDetails item={item} />
          <p className="text-sm text-stone-600">
            {t('cart.unitPrice')}: <Price money={money(item.unit_price, currency)} />
          </p>
          <SaleNote
            price={money(item.unit_price, currency)}
            original={money(Number(item.compare_at_unit_price ?? 0), currency)}
            quantity={item.quantity}
            className="text-sm"
          />
          {!editable && <p className="text-sm text-stone-600">{t('cart.quantityCount', { count: item.quantity })}</p>}
          {mark && (
            <p className="mt-1 flex items-center gap-1 text-sm font-medium text-red-800" data-testid="line-mark">
              <span className="i-ph-warning-circle shrink-0" aria-hidden="true" />
              {mark}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          {editable && <QuantityControl item={item} title={title} />}
          <Price money={money(item.total, currency)} className="font-medium text-stone-900" />
          {editable && (
            <button
              type="button"
              className="inline-flex min-h-8 items-center text-sm text-stone-600 underline-offset-4 hover:text-red-800 hover:underline"
              aria-label={t('cart.removeItem', { title })}
              onClick={() =>
                void cartActions()
                  .then(({ removeItem }) => removeItem(ctx, item.id))
                  .catch(() => undefined)
              }
            >
              {t('cart.remove')}
            </button>
          )}
        </div>
      </div>
    </li>
  )
}

/**
 * The cart's lines, newest last; editable on the cart page and in the dropdown, read-only in the checkout summary.
 * `marks`: a note under a line by its id (the checkout's "no longer available", "price changed").
 */
export function CartLines({ cart, editable, marks }: { cart: Cart; editable: boolean; marks?: Readonly<Record<string, ReactNode>> }) {
  const t = useT()
  const variantTitle = useVariantTitle()
  const items = [...(cart.items ?? [])].sort((a, b) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')))
  return (
    <ul aria-label={t('cart.items')} className="divide-y divide-stone-200">
      {items.map((item) => (
        <Line key={item.id} item={item} currency={cart.currency_code} editable={editable} variantTitle={variantTitle} mark={marks?.[item.id]} />
      ))}
    </ul>
  )
}
