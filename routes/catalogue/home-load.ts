import type { CollectionResponse, ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'
import { type CardProduct, cardOf } from './card'
import { productListPath } from './product-list'

/** Collections shown on the country home, in this order (the seed creates them). */
const HOME_COLLECTIONS = ['neuigkeiten', 'angebote', 'ringe']
const PRODUCTS_PER_SECTION = 8

/** A collection as its section heads it: title, description and its page's handle. */
export type HomeSection = { collection: Pick<CollectionResponse['collection'], 'handle' | 'title' | 'description'>; products: CardProduct[] }
/** The collections' sections; the category tiles are the menu's product categories (the layout's data). */
export type HomeData = { sections: HomeSection[] }

async function section({ country, locale, api }: LoadContext, seeded: string): Promise<HomeSection | null> {
  try {
    const { collection } = await api<CollectionResponse>(`/api/collections/${seeded}?locale=${locale}`)
    const list = await api<ProductList>(productListPath(country, locale, { collection_id: collection.id, limit: PRODUCTS_PER_SECTION }))
    const { handle, title, description } = collection
    return { collection: { handle, title, description }, products: list.products.map(cardOf) }
  } catch (error) {
    console.warn(`home collection ${seeded} unavailable`, error)
    return null
  }
}

/** A collection that is missing or fails is left out; the home page itself always renders. */
export async function loadHome(ctx: LoadContext): Promise<HomeData> {
  const sections = await Promise.all(HOME_COLLECTIONS.map((handle) => section(ctx, handle)))
  return { sections: sections.filter((found): found is HomeSection => found !== null) }
}
