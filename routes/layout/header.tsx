import { useAtom, useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect } from 'react'
import { useT } from '../../i18n'
import { useSessionBoot } from '../account/use-session-boot'
import { CartHeaderButton } from '../cart/cart-header-button'
import { hydrateWhenVisible } from '../lib/hydrate-when-visible'
import { usePage } from '../lib/page-context'
import type { LayoutData } from '../lib/types'
import { mobileMenuOpenAtom, openSubmenuAtom } from '../lib/ui-state'
import { AccountButton } from './account-button'
import { Logo } from './logo'
import { MobileMenu, MobileMenuButton } from './mobile-menu'
import { SearchButton } from './search-button'
import { SubmenuOverlay } from './submenu-overlay'
import { TopBar } from './top-bar'
import { useHydrated } from './use-hydrated'
import { useScrolled } from './use-scrolled'

// Shown from md on only: their code comes when they are on screen, never on a phone (routes/lib/hydrate-when-visible.tsx)
const CountrySelector = hydrateWhenVisible('country-selector', () => import('./country-selector'))
const CategoryNav = hydrateWhenVisible('category-nav', () => import('./category-nav'))
// The wishlist lives in the browser's storage, so neither the server nor the first render shows its count: the
// count and the list's loader come after hydration, as a chunk of their own
const WishlistButton = lazy(() => import('./wishlist-button'))

/** Submenu and mobile menu close on every page change (also back/forward). */
function useCloseMenusOnNavigation() {
  const { url } = usePage()
  const closeSubmenu = useSetAtom(openSubmenuAtom)
  const closeMobileMenu = useSetAtom(mobileMenuOpenAtom)
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the menus when the page changes
  useEffect(() => {
    closeSubmenu(null)
    closeMobileMenu(false)
  }, [url, closeSubmenu, closeMobileMenu])
}

/**
 * The sticky header. Scrolled past 40 px its bar loses 16 px of padding (24 px from md, where the
 * category row also tightens) and the logo scales down; a bottom margin of the same amount keeps the
 * header's place in the flow, so the content below never moves.
 */
export function Header({ layout }: { layout: LayoutData }) {
  const t = useT()
  const scrolled = useScrolled()
  const [submenu, setSubmenu] = useAtom(openSubmenuAtom)
  const hydrated = useHydrated()
  useSessionBoot()
  useCloseMenusOnNavigation()
  return (
    <>
      <a href="#main" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <TopBar />
      <header
        data-scrolled={scrolled}
        className={`sticky top-0 z-40 border-b border-stone-200/80 bg-white transition-[margin,box-shadow] duration-300 ease-out ${
          scrolled ? 'mb-4 shadow-[0_8px_24px_-16px_rgba(28,25,23,0.3)] [--nav-item-py:0.5rem] md:mb-6' : 'mb-0 [--nav-item-py:0.75rem]'
        }`}
      >
        <div
          className={`container-page grid grid-cols-[1fr_auto_1fr] items-center gap-2 transition-[padding] duration-300 ease-out ${scrolled ? 'py-2' : 'py-4'}`}
        >
          <div className="flex items-center gap-1">
            <MobileMenuButton />
            <SearchButton compact className="md:hidden" />
            <CountrySelector className="hidden md:block" />
          </div>
          <Logo small={scrolled} />
          <div className="flex items-center justify-end gap-0.5 sm:gap-1">
            <SearchButton className="mr-1 hidden md:inline-flex lg:mr-3" />
            <AccountButton />
            {hydrated && (
              <Suspense fallback={null}>
                <WishlistButton />
              </Suspense>
            )}
            <CartHeaderButton />
          </div>
        </div>
        <CategoryNav menu={layout.menu} />
        <MobileMenu />
      </header>
      {submenu && <SubmenuOverlay onClose={() => setSubmenu(null)} />}
    </>
  )
}
