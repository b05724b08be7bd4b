import type { Locale } from '../../rules/languages'
import type { CategoryNode, CategoryResponse } from '../api-types'
import { fetchApi } from '../lib/api-client'
import { categoryApiPath } from './category-link'

/** What the open submenu shows of its category besides its name: its description and its children with theirs. */
export type CategoryDetails = Pick<CategoryNode, 'description' | 'category_children'>

const details = new Map<string, Promise<CategoryDetails | null>>()

/**
 * The open submenu's category, from the category's own answer (edge-cached, the category page's too): the menu every
 * page carries has only its top level (routes/layout/menu.ts). The submenu's button asked for it as the visitor
 * reached for it (prefetch, routes/layout/category-nav.tsx); without it the submenu shows the category's name and
 * link alone.
 * One promise per category, as React's `use` wants it.
 */
export function categoryDetails(locale: Locale, handle: string): Promise<CategoryDetails | null> {
  const path = categoryApiPath(locale, handle)
  let found = details.get(path)
  if (!found) {
    found = fetchApi<CategoryResponse>(path).then(
      ({ category }) => category,
      (error: unknown) => {
        console.warn('submenu: the category is unavailable', handle, error)
        details.delete(path)
        return null
      },
    )
    details.set(path, found)
  }
  return found
}
