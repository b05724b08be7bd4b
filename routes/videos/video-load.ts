import type { ProductDetail } from '../api-types'
import { notFound } from '../lib/errors'
import type { LoadContext } from '../lib/types'

export type VideoData = { product: ProductDetail & { video: NonNullable<ProductDetail['video']> } }

/** The video of the product with this handle (in the visitor's language); a product without a video is a 404 too. */
export async function loadVideo({ params, country, locale, api }: LoadContext): Promise<VideoData> {
  const product = await api<ProductDetail>(`/api/products/${country}/${locale}/${encodeURIComponent(params.handle)}`)
  if (!product.video) throw notFound()
  return { product: product as VideoData['product'] }
}
