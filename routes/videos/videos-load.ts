import type { ProductDetail, ProductList } from '../api-types'
import { pageOf } from '../catalogue/listing-query'
import { assertPageExists, productListPath } from '../catalogue/product-list'
import type { LoadContext } from '../lib/types'

export type VideoCard = Pick<ProductDetail, 'id' | 'handle' | 'title' | 'thumbnail'> & { video: NonNullable<ProductDetail['video']> }

export type VideosData = { videos: VideoCard[]; count: number; page: number }

/**
 * One page (24) of the products with a video; a page past the end is a 404. The list has no video fields,
 * so each card's video title comes from the product's detail (cached at the edge like every product answer).
 */
export async function loadVideos({ url, country, locale, api }: LoadContext): Promise<VideosData> {
  const page = pageOf(url)
  const list = assertPageExists(await api<ProductList>(productListPath(country, locale, { video: true, page })), page)
  const details = await Promise.all(
    list.products.map((product) => api<ProductDetail>(`/api/products/${country}/${locale}/${encodeURIComponent(product.handle)}`)),
  )
  const videos = details.flatMap(({ id, handle, title, thumbnail, video }) => (video ? [{ id, handle, title, thumbnail, video }] : []))
  return { videos, count: list.count, page }
}
