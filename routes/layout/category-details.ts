import type { Locale } from '../../i18n/locale'
import type { CategoryNode, CategoryResponse } from '../api-types'
import { fetchApi } from '../lib/api-client'

/** What the open submenu shows of its category besides its name: its description and its children with theirs. */
export type CategoryDetails = Pick<CategoryNode, 'description' | 'category_children'>

const asked = new Map<string, Promise<CategoryDetails | null>>()

/**
 * The open submenu's category, from the category's own answer (edge-cached, the category page's too): the menu every
 * page carries has only its top level (routes/layout/menu.ts). Fetched once, from the moment the visitor reaches for
 * the submenu, beside its chunk; without it the submenu shows the category's name and its link alone.
 */
export function categoryDetails(locale: Locale, handle: string): Promise<CategoryDetails | null> {
  const key = `${locale}/${handle}`
  let details = asked.get(key)
  if (!details) {
    details = fetchApi<CategoryResponse>(`/api/categories/${locale}/${encodeURIComponent(handle)}`).then(
      ({ category }) => ({ description: category.description, category_children: category.category_children }),
      (error: unknown) => {
        console.warn('submenu: the category is unavailable', handle, error)
        asked.delete(key)
        return null
      },
    )
    asked.set(key, details)
  }
  return details
}
