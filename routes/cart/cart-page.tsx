import { type MessageKey, useT } from '../../i18n'
import { vatLine } from '../../rules/included-rate'
import type { VatLine } from '../../rules/vat'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import { CartLines } from './cart-lines'
import { CartLoadFailed } from './cart-load-failed'
import { CartTotals } from './cart-totals'
import { GiftCardBalance } from './gift-card-balance'
import { GiftCardForm } from './gift-card-form'
import { PromotionForm } from './promotion-form'
import { useCart } from './use-cart-loader'

/** The note under the cart's totals, by the VAT they include: the delivery country's, none on an export, none on gift cards alone. */
const CART_NOTES = {
  included: 'checkout.cartNote',
  export: 'checkout.cartNoteExport',
  voucher: 'checkout.cartNoteVoucher',
} as const satisfies Record<VatLine['kind'], MessageKey>

function EmptyCart() {
  const t = useT()
  return (
    <div className="rounded-sm border border-stone-200 bg-stone-50 px-6 py-12 text-center">
      <span className="i-ph-shopping-bag-thin text-6xl text-stone-400" aria-hidden="true" />
      <p className="mt-4 text-lg text-stone-900">{t('cart.empty')}</p>
      <p className="mt-1 text-stone-600">{t('cart.emptyHint')}</p>
      <Link to="/store" className="btn-primary mt-6">
        {t('cart.continueShopping')}
      </Link>
    </div>
  )
}

/** The full cart. Its content is per visitor, so the server renders the frame and the browser fills it in. */
export default function CartPage(_props: PageProps) {
  const t = useT()
  const { country } = usePage()
  const { cart, status, pending, reload } = useCart()
  const items = cart?.items ?? []
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHead title={t('catalogue.titleSuffix', { title: t('cart.title') })} description={t('cart.description')} noindex />
      <h1 className="font-serif text-4xl text-stone-900">{t('cart.title')}</h1>
      <p className="sr-only" role="status" aria-live="polite">
        {pending ? t('cart.updating') : ''}
      </p>
      <div className="mt-8">
        {status === 'idle' || (status === 'pending' && !cart) ? (
          <p className="text-stone-600" data-testid="cart-loading">
            {t('cart.loading')}
          </p>
        ) : status === 'error' && !cart ? (
          <CartLoadFailed reload={reload} />
        ) : !cart || items.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid gap-10 lg:grid-cols-[1fr_22rem]" aria-busy={pending}>
            <section aria-labelledby="cart-items-heading">
              <h2 id="cart-items-heading" className="sr-only">
                {t('cart.items')}
              </h2>
              <CartLines cart={cart} editable />
            </section>
            <aside aria-labelledby="cart-summary-heading" className="h-fit space-y-6 rounded-sm border border-stone-200 bg-stone-50 p-6">
              <h2 id="cart-summary-heading" className="font-serif text-2xl text-stone-900">
                {t('cart.summary')}
              </h2>
              <CartTotals cart={cart} />
              <PromotionForm cart={cart} />
              <GiftCardForm cart={cart} />
              <Link to="/checkout" className="btn-primary w-full" aria-disabled={pending || undefined} data-testid="to-checkout">
                {t('cart.toCheckout')}
              </Link>
              <p className="text-xs text-stone-600" data-testid="tax-note">
                {t(CART_NOTES[vatLine(cart, cart.shipping_address?.country_code ?? country)?.kind ?? 'included'])}
              </p>
              <GiftCardBalance />
            </aside>
          </div>
        )}
      </div>
    </div>
  )
}
