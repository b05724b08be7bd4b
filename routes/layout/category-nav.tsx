import { useT } from '../../i18n'
import type { CategoryNode } from '../api-types'
import { Link } from '../lib/link'
import type { LayoutData } from '../lib/types'

/** A category's icon class from its metadata (safelisted in uno.config.ts); anything else is ignored. */
export function CategoryIcon({ icon, className = '' }: { icon: string | null; className?: string }) {
  if (!icon?.startsWith('i-')) return null
  return <span className={`${icon} ${className}`} aria-hidden="true" />
}

export const categoryPath = (category: Pick<CategoryNode, 'handle'>) => `/categories/${category.handle}`

/** Desktop navigation (md and up): product categories with icons, then the functional ones. */
export function CategoryNav({ menu }: LayoutData) {
  const t = useT()
  const item = 'inline-flex items-center gap-2 py-3 text-[0.8rem] uppercase tracking-[0.18em] text-stone-700 no-underline transition-colors hover:text-primary-800'
  return (
    <nav aria-label={t('header.mainNavigation')} className="hidden border-t border-stone-200 md:block">
      <ul className="container-page flex flex-wrap items-center justify-center gap-x-8 gap-y-1">
        {menu.product_categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category)} className={item}>
              <CategoryIcon icon={category.icon} className="text-base text-primary-700" />
              {category.name}
            </Link>
          </li>
        ))}
        {menu.functional_categories.map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(category)} className={item}>
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/store" className={item}>
            {t('header.allProducts')}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
