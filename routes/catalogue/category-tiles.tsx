import { useT } from '../../i18n'
import type { MenuCategory } from '../api-types'
import { CategoryIcon, categoryPath } from '../layout/category-link'
import { Link } from '../lib/link'
import { ProductImage } from './product-image'

type CategoryTilesProps = { categories: Pick<MenuCategory, 'handle' | 'name' | 'icon' | 'image'>[]; label: string }

/** Picture tiles leading into categories (home page, a category's children); a category without a picture shows its icon. */
export function CategoryTiles({ categories, label }: CategoryTilesProps) {
  if (categories.length === 0) return null
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.handle}>
            <Link to={categoryPath(category)} className="group block no-underline">
              <div className="relative aspect-[315/271] overflow-hidden rounded-sm bg-stone-100">
                {category.image ? (
                  <ProductImage src={category.image} alt="" preset="productCard" className="transition-transform duration-700 ease-out group-hover:scale-105" />
                ) : (
                  <div className="flex h-full items-center justify-center bg-primary-50">
                    <CategoryIcon icon={category.icon ?? 'i-ph-diamond'} className="text-5xl text-primary-700" />
                  </div>
                )}
              </div>
              <span className="mt-3 flex items-center justify-between gap-2 font-serif text-lg text-stone-900 group-hover:text-primary-800">
                {category.name}
                <span className="i-ph-arrow-right text-base text-primary-700 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** A category's children as compact chips (used when they have no pictures to show). */
export function CategoryChips({ categories }: { categories: Pick<MenuCategory, 'handle' | 'name' | 'icon'>[] }) {
  const t = useT()
  if (categories.length === 0) return null
  return (
    <nav aria-label={t('catalogue.subcategories')} className="mt-8">
      <ul className="flex flex-wrap gap-3">
        {categories.map((child) => (
          <li key={child.handle}>
            <Link to={categoryPath(child)} className="chip min-h-11 no-underline">
              <CategoryIcon icon={child.icon} className="text-primary-700" />
              {child.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
