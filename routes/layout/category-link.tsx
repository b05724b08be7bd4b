import type { Locale } from '../../rules/languages'
import type { MenuCategory } from '../api-types'

/** A category's icon class from its metadata (safelisted in uno.config.ts); anything else is ignored. */
export function CategoryIcon({ icon, className = '' }: { icon: string | null; className?: string }) {
  if (!icon?.startsWith('i-')) return null
  return <span className={`${icon} ${className}`} aria-hidden="true" />
}

/** The router path of a category page; the country prefix and the segment's language are added by <Link>. */
export const categoryPath = (category: Pick<MenuCategory, 'handle'>) => `/categories/${category.handle}`

/** The id of a product category's submenu (aria-controls of its button). */
export const submenuId = (category: Pick<MenuCategory, 'handle'>) => `submenu-${category.handle}`

/** The API's answer with a category's details (the open submenu's, routes/layout/category-details.ts). */
export const categoryApiPath = (locale: Locale, handle: string) => `/api/categories/${locale}/${encodeURIComponent(handle)}`

/**
 * Asks for an answer a part will need as the visitor reaches for it, beside that part's chunk: the browser keeps it
 * (the category answers may be kept a minute), so the part's own request, when its chunk runs, is answered at once.
 */
export const prefetch = (path: string) => void fetch(path).catch(() => undefined)
