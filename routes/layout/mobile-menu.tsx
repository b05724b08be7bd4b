import { useAtom } from 'jotai'
import { useT } from '../../i18n'
import { Link } from '../lib/link'
import type { LayoutData } from '../lib/types'
import { mobileMenuOpenAtom } from '../lib/ui-state'
import { CategoryIcon, categoryPath } from './category-nav'
import { CountryIndicator } from './country-indicator'

const PANEL_ID = 'mobile-menu'

/** Below md the categories hide behind this toggle; the router closes the panel on every navigation. */
export function MobileMenuButton() {
  const t = useT()
  const [open, setOpen] = useAtom(mobileMenuOpenAtom)
  return (
    <button
      type="button"
      className="icon-button md:hidden"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
      onClick={() => setOpen(!open)}
    >
      <span className={open ? 'i-ph-x text-2xl' : 'i-ph-list text-2xl'} aria-hidden="true" />
    </button>
  )
}

export function MobileMenu({ menu }: LayoutData) {
  const t = useT()
  const [open] = useAtom(mobileMenuOpenAtom)
  if (!open) return null
  const categories = [...menu.product_categories, ...menu.functional_categories]
  return (
    <nav id={PANEL_ID} aria-label={t('header.mainNavigation')} className="border-t border-stone-200 bg-white md:hidden">
      <ul className="container-page divide-y divide-stone-100 py-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category)} className="flex items-center gap-3 py-3 text-stone-800 no-underline">
              <CategoryIcon icon={category.icon} className="text-lg text-primary-700" />
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/store" className="flex items-center gap-3 py-3 text-stone-800 no-underline">
            {t('header.allProducts')}
          </Link>
        </li>
        <li className="py-3 sm:hidden">
          <CountryIndicator />
        </li>
      </ul>
    </nav>
  )
}
