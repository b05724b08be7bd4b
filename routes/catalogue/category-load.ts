import type { CategoryResponse, MenuCategory } from '../api-types'
import type { LoadContext } from '../lib/types'
import { type ListingData, loadListing } from './listing-load'

/** The category and its children as chips show them (name, icon, link), not their own descriptions and pictures. */
export type CategoryData = ListingData & {
  category: Omit<CategoryResponse['category'], 'category_children'> & { category_children: Pick<MenuCategory, 'handle' | 'name' | 'icon'>[] }
}

export async function loadCategory(ctx: LoadContext): Promise<CategoryData> {
  const { category } = await ctx.api<CategoryResponse>(`/api/categories/${ctx.locale}/${encodeURIComponent(ctx.params.handle)}`)
  const children = category.category_children.map(({ handle, name, icon }) => ({ handle, name, icon }))
  return { category: { ...category, category_children: children }, ...(await loadListing(ctx, { category_id: category.id })) }
}
