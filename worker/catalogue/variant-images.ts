import { imageUrl } from './images'
import type { MedusaProduct } from './medusa-types'

/**
 * The pictures staff assigned to each variant (the rose gold ring's, not the white gold one's), as URLs in the
 * product's order, by variant id. Medusa answers a variant's pictures as those assigned to no variant plus its own:
 * a picture every variant shows is the product's, one only some show is theirs.
 */
export function ownImagesByVariant(product: MedusaProduct, backendUrl: string): Map<string, string[]> {
  const variants = product.variants ?? []
  const shown = variants.map((variant) => new Set((variant.images ?? []).map((image) => image.id)))
  const images = [...(product.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
  const own = (index: number) =>
    images.flatMap((image) => {
      const url = image.id && shown[index].has(image.id) && !shown.every((ids) => ids.has(image.id!)) ? imageUrl(image.url, backendUrl) : null
      return url ? [url] : []
    })
  return new Map(variants.map((variant, index) => [variant.id, own(index)]))
}
