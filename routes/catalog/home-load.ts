import type { CategoryNode, CollectionResponse, MenuResponse, ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'
import { productListPath } from './product-list'

/** Collections shown on the country home, in this order (the seed creates them). */
export const HOME_COLLECTIONS = ['neuigkeiten', 'angebote', 'ringe']
const PRODUCTS_PER_SECTION = 8

export type HomeSection = { collection: CollectionResponse['collection']; products: ProductList['products'] }
export type HomeData = { sections: HomeSection[]; categories: CategoryNode[] }

async function section({ country, locale, api }: LoadContext, handle: string): Promise<HomeSection | null> {
  try {
    const { collection } = await api<CollectionResponse>(`/api/collections/${handle}?locale=${locale}`)
    const list = await api<ProductList>(productListPath(country, locale, { collection_id: collection.id, limit: PRODUCTS_PER_SECTION }))
    return { collection, products: list.products }
  } catch (error) {
    console.warn(`home collection ${handle} unavailable`, error)
    return null
  }
}

/** The product categories of the menu as entry tiles; without a menu the home page simply shows none. */
async function categoryTiles({ locale, api }: LoadContext): Promise<CategoryNode[]> {
  try {
    const { menu } = await api<MenuResponse>(`/api/categories/${locale}/menu`)
    return menu.product_categories
  } catch (error) {
    console.warn('home categories unavailable', error)
    return []
  }
}

/** A collection or the menu that is missing or fails is left out; the home page itself always renders. */
export async function loadHome(ctx: LoadContext): Promise<HomeData> {
  const [categories, ...sections] = await Promise.all([categoryTiles(ctx), ...HOME_COLLECTIONS.map((handle) => section(ctx, handle))])
  return { categories, sections: sections.filter((found): found is HomeSection => found !== null) }
}
