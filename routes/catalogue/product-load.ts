import type { ProductDetail, ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'
import { type CardProduct, cardWithIdOf } from './card'

/** How many related products the page shows (the API offers more). */
const RELATED_SHOWN = 4

export type ProductData = { product: ProductDetail; related: CardProduct[] }

/** An unknown handle answers 404 from the API, which becomes the 404 error page; missing related products only hide that section. */
export async function loadProduct({ params, country, locale, api }: LoadContext): Promise<ProductData> {
  const product = await api<ProductDetail>(`/api/products/${country}/${locale}/${encodeURIComponent(params.handle)}`)
  const related = await api<ProductList>(`/api/products/${country}/${locale}/related/${encodeURIComponent(product.id)}`).then(
    (list) => list.products.slice(0, RELATED_SHOWN).map(cardWithIdOf),
    (error) => {
      console.warn(`related products of ${product.id} unavailable`, error)
      return []
    },
  )
  return { product, related }
}
