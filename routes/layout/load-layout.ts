import type { MenuResponse } from '../api-types'
import type { LoadContext, LayoutData } from '../lib/types'

const EMPTY_MENU: LayoutData['menu'] = { product_categories: [], functional_categories: [] }

/** The header menu; without it the shop still works, so a failure only logs. */
export async function loadLayout({ locale, api }: Pick<LoadContext, 'locale' | 'api'>): Promise<LayoutData> {
  try {
    const { menu } = await api<MenuResponse>(`/api/categories/${locale}/menu`)
    return { menu }
  } catch (error) {
    console.warn('category menu unavailable', error)
    return { menu: EMPTY_MENU }
  }
}
