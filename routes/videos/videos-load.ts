import type { ProductDetail, ProductList } from '../api-types'
import type { LoadContext } from '../lib/types'

export type VideoCard = Pick<ProductDetail, 'id' | 'handle' | 'title' | 'thumbnail'> & { video: NonNullable<ProductDetail['video']> }

export type VideosData = { videos: VideoCard[]; count: number }

const PER_PAGE = 24

/**
 * The products with a video. The list has no video fields, so each card's video title comes from the
 * product's detail (cached at the edge like every product answer).
 */
export async function loadVideos({ country, locale, api }: LoadContext): Promise<VideosData> {
  const list = await api<ProductList>(`/api/products/${country}/${locale}?video=true&limit=${PER_PAGE}`)
  const details = await Promise.all(
    list.products.map((product) => api<ProductDetail>(`/api/products/${country}/${locale}/${encodeURIComponent(product.handle)}`)),
  )
  const videos = details.flatMap(({ id, handle, title, thumbnail, video }) => (video ? [{ id, handle, title, thumbnail, video }] : []))
  return { videos, count: list.count }
}
