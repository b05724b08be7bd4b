import type { CategoryResponse, ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'
import { assertPageExists, pageNumber, productListPath } from './product-list'

export type CategoryData = { category: CategoryResponse['category']; list: ProductList; page: number }

export async function loadCategory({ params, url, country, locale, api }: LoadContext): Promise<CategoryData> {
  const { category } = await api<CategoryResponse>(`/api/categories/${locale}/${encodeURIComponent(params.handle)}`)
  const page = pageNumber(url)
  const list = await api<ProductList>(productListPath(country, locale, { category_id: category.id, page }))
  return { category, list: assertPageExists(list, page), page }
}
