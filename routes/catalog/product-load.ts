import type { ProductDetail } from '../api-types'
import type { LoadContext } from '../lib/types'

export type ProductData = { product: ProductDetail }

/** An unknown handle answers 404 from the API, which becomes the 404 error page. */
export async function loadProduct({ params, country, locale, api }: LoadContext): Promise<ProductData> {
  const product = await api<ProductDetail>(`/api/products/${country}/${locale}/${encodeURIComponent(params.handle)}`)
  return { product }
}
