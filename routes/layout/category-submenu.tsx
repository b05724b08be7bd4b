import { use } from 'react'
import { useT } from '../../i18n'
import type { TopCategory } from '../api-types'
import { imageSrc } from '../lib/image'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { categoryDetails } from './category-details'
import { CategoryIcon, categoryPath, submenuId } from './category-link'
import { viewAllLabel } from './view-all'

/**
 * The open product category (xl and up; a lazily loaded chunk): its name, description and the 'alle … ansehen' button,
 * the children with their grandchildren as link lists, and the category's image when it has one. It shows once its
 * details are there (fetched as the visitor reached for it, routes/layout/category-details.ts). A click on any link
 * closes it, also when the link points at the page already shown.
 */
export default function CategorySubmenu({ category, onClose }: { category: TopCategory; onClose: () => void }) {
  const t = useT()
  const details = use(categoryDetails(usePage().locale, category.handle))
  const description = details?.description
  const image = imageSrc(category.image)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: closes the submenu once one of its links is followed, whichever key or click followed it
    <div
      id={submenuId(category)}
      className="absolute inset-x-0 top-full z-40 border-t border-stone-200 bg-white shadow-[0_24px_40px_-24px_rgba(28,25,23,0.35)]"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onClose()
      }}
    >
      <div className="container-page grid grid-cols-[19rem_1fr_auto] gap-12 py-10">
        <div className="border-r border-stone-100 pr-10">
          <p className="eyebrow">{t('nav.categories')}</p>
          <p className="mt-3 font-serif text-3xl text-stone-900">{category.name}</p>
          {description && <p className="mt-3 line-clamp-4 text-sm leading-relaxed text-stone-600">{description}</p>}
          <Link to={categoryPath(category)} className="btn-outline mt-6 !px-5 !py-2.5 text-xs uppercase tracking-[0.14em]">
            {viewAllLabel(t, category.name)}
            <span className="i-ph-arrow-right" aria-hidden="true" />
          </Link>
        </div>
        <ul className="grid content-start gap-x-10 gap-y-8 [grid-template-columns:repeat(auto-fill,minmax(11rem,1fr))]">
          {(details?.category_children ?? []).map((child) => (
            <li key={child.handle}>
              <Link to={categoryPath(child)} className="inline-flex items-center gap-2 font-medium text-stone-900 no-underline hover:text-primary-800">
                <CategoryIcon icon={child.icon} className="text-primary-600" />
                {child.name}
              </Link>
              {child.category_children.length > 0 && (
                <ul className="mt-3 space-y-2 border-l border-stone-200 pl-4">
                  {child.category_children.map((grandchild) => (
                    <li key={grandchild.handle}>
                      <Link to={categoryPath(grandchild)} className="text-sm text-stone-600 no-underline hover:text-primary-800">
                        {grandchild.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {image && (
          <Link to={categoryPath(category)} className="block w-72 self-start overflow-hidden rounded-lg bg-stone-100" tabIndex={-1} aria-hidden="true">
            <img
              src={image}
              alt=""
              width={288}
              height={216}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 hover:scale-105"
            />
          </Link>
        )}
      </div>
    </div>
  )
}
