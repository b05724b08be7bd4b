import { useAtom } from 'jotai'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import type { CategoryHandles, TopCategory } from '../api-types'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import type { LayoutData } from '../lib/types'
import { openSubmenuAtom } from '../lib/ui-state'
import { CategoryIcon, categoryApiPath, categoryPath, prefetch, submenuId } from './category-link'

// the submenu panel is only ever needed from xl on and after a click: its own chunk and its category's details
// (description, children), fetched on hover
const loadSubmenu = () => import('./category-submenu')
const CategorySubmenu = lazy(loadSubmenu)

const ITEM =
  'relative inline-flex items-center gap-2 whitespace-nowrap text-[0.74rem] font-medium uppercase tracking-[0.14em] text-stone-700 no-underline hover:text-primary-800 ' +
  // a gold hairline under the open or current item
  'after:absolute after:inset-x-0 after:bottom-0 after:h-px after:origin-center after:scale-x-0 after:bg-primary-500 after:transition-transform after:content-empty hover:after:scale-x-100'
const ACTIVE = 'text-primary-800 after:scale-x-100'

/** Whether the page shows this category or one below it. */
function isCurrent(category: CategoryHandles, handle: string | undefined): boolean {
  if (!handle) return false
  return category.handle === handle || category.category_children.some((child) => isCurrent(child, handle))
}

/** The handle of the category page being shown, if any (either language's segment). */
function currentCategoryHandle(pathname: string): string | undefined {
  const match = /^\/[a-z]{2}\/(?:kategorien|categories)\/([^/?#]+)/.exec(pathname)
  return match ? decodeURIComponent(match[1]) : undefined
}

/** A product category from xl on: a button that opens its submenu. Below xl (and before hydration) a plain link. */
function ProductCategoryItem({ category, current, item, locale }: { category: TopCategory; current: boolean; item: string; locale: Locale }) {
  const [open, setOpen] = useAtom(openSubmenuAtom)
  const expanded = open === category.handle
  const button = useRef<HTMLButtonElement>(null)
  const icon = <CategoryIcon icon={category.icon} className="text-base text-primary-600" />
  const prepare = () => {
    void loadSubmenu()
    // the submenu's details (routes/layout/category-details.ts), beside its chunk
    prefetch(categoryApiPath(locale, category.handle))
  }

  // Escape closes the submenu and gives focus back to its button
  useEffect(() => {
    if (!expanded) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(null)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [expanded, setOpen])

  return (
    <li>
      <Link to={categoryPath(category)} className={`${item} xl:hidden ${current ? ACTIVE : ''}`} aria-current={current ? 'page' : undefined}>
        {icon}
        {category.name}
      </Link>
      <button
        ref={button}
        type="button"
        className={`${item} hidden cursor-pointer xl:inline-flex ${expanded || current ? ACTIVE : ''}`}
        aria-expanded={expanded}
        aria-controls={expanded ? submenuId(category) : undefined}
        onPointerEnter={() => prepare()}
        onFocus={() => prepare()}
        onClick={() => setOpen(expanded ? null : category.handle)}
      >
        {icon}
        {category.name}
        <span className={`i-ph-caret-down -ml-0.5 text-[0.65rem] text-stone-400 transition-transform ${expanded ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {expanded && (
        <Suspense fallback={null}>
          <CategorySubmenu category={category} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </li>
  )
}

/** Desktop navigation (md and up): product categories with icons and submenus, then the functional ones as links. */
export default function CategoryNav({ id, menu }: Pick<LayoutData, 'menu'> & { id: string }) {
  const t = useT()
  // the header sets the padding: 8 px less once scrolled (its bottom margin makes up for it)
  const item = `${ITEM} transition-[color,padding] duration-300 ease-out py-[var(--nav-item-py)]`
  const { url, locale } = usePage()
  const handle = currentCategoryHandle(url.pathname)
  return (
    <nav id={id} aria-label={t('header.mainNavigation')} className="hidden border-t border-stone-200/80 md:block">
      {/* one row at every width (the sticky header's height must not depend on wrapping): it scrolls sideways below xl */}
      <ul className="container-page flex items-center gap-x-6 overflow-x-auto [justify-content:safe_center] [scrollbar-width:none] xl:gap-x-7 xl:overflow-visible">
        {menu.product_categories.map((category) => (
          <ProductCategoryItem key={category.handle} category={category} current={isCurrent(category, handle)} item={item} locale={locale} />
        ))}
        {menu.functional_categories.map((category) => {
          const current = isCurrent(category, handle)
          return (
            <li key={category.handle}>
              <Link to={categoryPath(category)} className={`${item} text-primary-800 ${current ? ACTIVE : ''}`} aria-current={current ? 'page' : undefined}>
                {category.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
