import type { ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'
import { assertPageExists, pageNumber, productListPath } from './product-list'

export type StoreData = { list: ProductList; page: number }

export async function loadStore({ url, country, locale, api }: LoadContext): Promise<StoreData> {
  const page = pageNumber(url)
  const list = await api<ProductList>(productListPath(country, locale, { page }))
  return { list: assertPageExists(list, page), page }
}
