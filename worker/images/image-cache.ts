import type { ImageRequest } from './image-params'

/** One cache entry per rendered variant, whatever spelling of the source or width was asked for. */
export function imageCacheKey(requestUrl: string, { source, width, quality }: ImageRequest): Request {
  const key = new URL('/images', requestUrl)
  key.search = new URLSearchParams({ url: source.href, w: String(width), q: String(quality) }).toString()
  return new Request(key, { method: 'GET' })
}

/** Variants never change under the same source URL (Medusa's file names are unique), so a year it is. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
