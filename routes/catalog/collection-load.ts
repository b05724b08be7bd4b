import type { CollectionResponse, ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'
import { assertPageExists, pageNumber, productListPath } from './product-list'

export type CollectionData = { collection: CollectionResponse['collection']; list: ProductList; page: number }

export async function loadCollection({ params, url, country, locale, api }: LoadContext): Promise<CollectionData> {
  const { collection } = await api<CollectionResponse>(`/api/collections/${encodeURIComponent(params.handle)}?locale=${locale}`)
  const page = pageNumber(url)
  const list = await api<ProductList>(productListPath(country, locale, { collection_id: collection.id, page }))
  return { collection, list: assertPageExists(list, page), page }
}
