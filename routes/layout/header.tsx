import { useT } from '../../i18n'
import { Link } from '../lib/link'
import type { LayoutData } from '../lib/types'
import { CategoryNav } from './category-nav'
import { CountryIndicator } from './country-indicator'
import { Logo } from './logo'
import { MobileMenu, MobileMenuButton } from './mobile-menu'

function TopBar() {
  const t = useT()
  return (
    <div className="bg-stone-900 text-stone-100">
      <p className="container-page flex justify-center gap-6 py-2 text-center text-xs tracking-wide">
        <span className="inline-flex items-center gap-2">
          <span className="i-ph-truck text-primary-300" aria-hidden="true" />
          {t('topbar.shipping')}
        </span>
        <span className="hidden items-center gap-2 md:inline-flex">
          <span className="i-ph-seal-check text-primary-300" aria-hidden="true" />
          {t('topbar.withdrawal')}
        </span>
      </p>
    </div>
  )
}

/** Search, account, wishlist and cart: plain links until their dialogs and dropdowns exist. */
function HeaderActions() {
  const t = useT()
  return (
    <div className="flex items-center gap-1 sm:gap-2">
      <Link to="/search" className="search-trigger">
        <span className="i-ph-magnifying-glass text-lg" aria-hidden="true" />
        <span className="hidden lg:inline">{t('header.search')}</span>
        <span className="sr-only lg:hidden">{t('header.search')}</span>
      </Link>
      <Link to="/account" className="icon-button hidden xs:inline-flex" aria-label={t('header.account')}>
        <span className="i-ph-user text-xl" aria-hidden="true" />
      </Link>
      <Link to="/wishlist" className="icon-button hidden md:inline-flex" aria-label={t('header.wishlist')}>
        <span className="i-ph-heart text-xl" aria-hidden="true" />
      </Link>
      <Link to="/cart" className="icon-button hidden xs:inline-flex" aria-label={t('header.cart')}>
        <span className="i-ph-shopping-bag text-xl" aria-hidden="true" />
      </Link>
    </div>
  )
}

export function Header({ layout }: { layout: LayoutData }) {
  const t = useT()
  return (
    <header className="relative z-20 bg-white">
      <a href="#main" className="skip-link">
        {t('header.skipToContent')}
      </a>
      <TopBar />
      <div className="container-page flex items-center justify-between gap-4 py-4 md:py-5">
        <div className="flex items-center gap-2">
          <MobileMenuButton />
          <Logo />
        </div>
        <div className="hidden sm:block">
          <CountryIndicator />
        </div>
        <HeaderActions />
      </div>
      <CategoryNav menu={layout.menu} />
      <MobileMenu menu={layout.menu} />
    </header>
  )
}
