import type { CollectionResponse, ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'
import { productListPath } from './product-list'

/** Collections shown on the country home, in this order (storefront.md §9). */
export const HOME_COLLECTIONS = ['neuigkeiten', 'angebote', 'ringe']
const PRODUCTS_PER_SECTION = 8

export type HomeSection = { collection: CollectionResponse['collection']; products: ProductList['products'] }
export type HomeData = { sections: HomeSection[] }

/** A collection that is missing or fails is left out; the home page itself always renders. */
export async function loadHome({ country, locale, api }: LoadContext): Promise<HomeData> {
  const sections = await Promise.all(
    HOME_COLLECTIONS.map(async (handle): Promise<HomeSection | null> => {
      try {
        const { collection } = await api<CollectionResponse>(`/api/collections/${handle}?locale=${locale}`)
        const list = await api<ProductList>(productListPath(country, locale, { collection_id: collection.id, limit: PRODUCTS_PER_SECTION }))
        return { collection, products: list.products }
      } catch (error) {
        console.warn(`home collection ${handle} unavailable`, error)
        return null
      }
    }),
  )
  return { sections: sections.filter((section): section is HomeSection => section !== null) }
}
