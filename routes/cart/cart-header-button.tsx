import { useAtom, useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { cartDropdownOpenAtom } from '../lib/ui-state'
import { readCartId } from './cart-cookie'
import { cartCountAtom } from './cart-state'
import { cartActions, useCartContext } from './use-cart'

const CartDropdown = lazy(() => import('./cart-dropdown'))

/** Runs once the browser is idle, so the cart chunk never competes with the page's own loading. */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(task, { timeout: 3000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 1500)
  return () => clearTimeout(id)
}

/**
 * The header's cart: a plain link to /cart in the server HTML (the fallback before client content
 * loads), then a button with the piece count that opens the dropdown. The count is filled in after
 * hydration only; the dropdown stays closed while the path contains 'cart' (the cart page shows it all).
 */
export function CartHeaderButton() {
  const t = useT()
  const ctx = useCartContext()
  const { url, locale } = usePage()
  const count = useAtomValue(cartCountAtom)
  const [open, setOpen] = useAtom(cartDropdownOpenAtom)
  const [hydrated, setHydrated] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const onCartPath = url.pathname.includes('cart')

  useEffect(() => {
    setHydrated(true)
    // no cookie, no cart: nothing to count, and the sdk chunk is not needed yet
    if (!readCartId()) return
    return whenIdle(() => void cartActions().then(({ loadCartOnce }) => loadCartOnce(ctx)))
  }, [ctx])

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the dropdown when the page changes
  useEffect(() => setOpen(false), [url.pathname, setOpen])

  const label = t('header.cartCount', { count })
  const prefetchDropdown = () => void import('./cart-dropdown').then((dropdown) => dropdown.cartTexts(locale))
  if (!hydrated || onCartPath) {
    return (
      <Link to="/cart" className="icon-button relative hidden xs:inline-flex" aria-label={hydrated ? label : t('header.cart')} data-testid="cart-header-link">
        <span className="i-ph-handbag text-[1.35rem]" aria-hidden="true" />
        {hydrated && count > 0 && <Badge count={count} />}
      </Link>
    )
  }
  return (
    <div ref={root} className="relative hidden xs:block">
      <button
        type="button"
        className="icon-button relative"
        aria-label={label}
        aria-expanded={open}
        aria-controls="cart-dropdown"
        data-testid="cart-header-button"
        onPointerEnter={prefetchDropdown}
        onFocus={prefetchDropdown}
        onClick={() => setOpen(!open)}
      >
        <span className="i-ph-handbag text-[1.35rem]" aria-hidden="true" />
        {count > 0 && <Badge count={count} />}
      </button>
      {open && (
        <Suspense fallback={null}>
          <CartDropdown container={root} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}

function Badge({ count }: { count: number }) {
  return (
    <span
      className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-700 px-1 text-[0.7rem] font-semibold text-white"
      data-testid="cart-count"
      aria-hidden="true"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
