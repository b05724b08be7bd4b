import type { CategoryResponse } from '../api-types'
import type { LoadContext } from '../lib/types'
import { loadListing, type ListingData } from './listing-load'

export type CategoryData = ListingData & { category: CategoryResponse['category'] }

export async function loadCategory(ctx: LoadContext): Promise<CategoryData> {
  const { category } = await ctx.api<CategoryResponse>(`/api/categories/${ctx.locale}/${encodeURIComponent(ctx.params.handle)}`)
  return { category, ...(await loadListing(ctx, { category_id: category.id })) }
}
