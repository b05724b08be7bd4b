import { type RefObject, use, useEffect } from 'react'
import { type Dictionary, type Translate, useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { CartLines } from './cart-lines'
import { CartTotals } from './cart-totals'
import { useCart } from './use-cart-loader'

type Texts = { default: Partial<Dictionary> }

/**
 * The `cart` part of the dictionaries (lines, totals, the cart's messages): the pages that show a cart name it, and
 * the dropdown, which every page has, fetches it with its code, so no other page carries it.
 */
const CART_TEXTS: Record<Locale, () => Promise<Texts>> = {
  de: () => import('../../i18n/de/cart.json'),
  en: () => import('../../i18n/en/cart.json'),
}
const fetched = new Map<Locale, Promise<Texts>>()

/** The cart's texts in a language, fetched once (the header's button asks for them when the pointer nears it). */
export function cartTexts(locale: Locale): Promise<Texts> {
  let texts = fetched.get(locale)
  if (!texts) {
    texts = CART_TEXTS[locale]()
    // a failed chunk may be fetched again on the next opening
    texts.catch(() => fetched.delete(locale))
    fetched.set(locale, texts)
  }
  return texts
}

/** Suspends until the browser's translator knows the cart's texts (the server's knows them all). */
function useCartTexts() {
  const t: Translate & { add?: (texts: Partial<Dictionary>) => void } = useT()
  t.add?.(use(cartTexts(usePage().locale)).default)
}

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
  useCartTexts()
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
