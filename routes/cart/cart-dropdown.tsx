import { type RefObject, useEffect } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { CartLines } from './cart-lines'
import { CartTotals } from './cart-totals'
import { useCart } from './use-cart-loader'

type DropdownProps = { container: RefObject<HTMLDivElement | null>; onClose: () => void }

/** Closes on Escape (focus back to the button) and on a click outside the header's cart. */
function useDismiss({ container, onClose }: DropdownProps) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      onClose()
      container.current?.querySelector('button')?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [container, onClose])
}

/** The header's cart dropdown: lines, totals and the ways on to the cart page and the checkout. */
export default function CartDropdown(props: DropdownProps) {
  const t = useT()
  const { cart, status, pending } = useCart()
  useDismiss(props)
  const items = cart?.items ?? []
  return (
    <div
      id="cart-dropdown"
      role="region"
      aria-label={t('cart.title')}
      aria-busy={pending}
      data-testid="cart-dropdown"
      className="absolute right-0 top-full z-30 mt-2 w-[min(26rem,calc(100vw-2rem))] rounded-md border border-stone-200 bg-white p-5 shadow-xl"
    >
      <div className="flex items-center justify-between">
        <p className="font-serif text-xl text-stone-900">{t('cart.title')}</p>
        <button type="button" className="icon-button h-8 w-8" aria-label={t('cart.close')} onClick={props.onClose}>
          <span className="i-ph-x" aria-hidden="true" />
        </button>
      </div>
      {!cart && status !== 'success' ? (
        <p className="py-6 text-sm text-stone-600">{t('cart.loading')}</p>
      ) : !cart || items.length === 0 ? (
        <p className="py-6 text-sm text-stone-600">{t('cart.empty')}</p>
      ) : (
        <>
          <div className="max-h-[50vh] overflow-y-auto">
            <CartLines cart={cart} editable />
          </div>
          <div className="mt-4 border-t border-stone-200 pt-4">
            <CartTotals cart={cart} />
          </div>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Link to="/cart" className="btn-outline px-4">
              {t('cart.toCart')}
            </Link>
            <Link to="/checkout" className="btn-primary px-4">
              {t('cart.toCheckout')}
            </Link>
          </div>
        </>
      )}
    </div>
  )
}
