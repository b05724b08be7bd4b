import { useQuery } from '@tanstack/react-query'
import { request } from '../../../engine/calls'
import { queryKeys } from '../../../engine/query-keys'

/** A picture of the product with the variants staff assigned it to (none: every variant shows it). */
export type AssignablePicture = { id: string; url: string; rank?: number | null; variants?: { id: string }[] | null }

/** GET /admin/products/{id} for its pictures and their variants, read fresh when the dialog opens. */
export function useAssignablePictures(productId: string) {
  return useQuery({
    queryKey: queryKeys('products').part(productId, 'variant-pictures'),
    queryFn: async ({ signal }) => {
      const { product } = await request<{ product: { images?: AssignablePicture[] | null } }>(`/admin/products/${encodeURIComponent(productId)}`, {
        query: { fields: 'id,images.id,images.url,images.rank,images.variants.id' },
        signal,
      })
      return [...(product.images ?? [])].sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    },
    staleTime: 0,
  })
}

/** The ids of the pictures assigned to the variant. */
export const picturesOf = (pictures: AssignablePicture[], variantId: string) =>
  pictures.filter((picture) => picture.variants?.some((variant) => variant.id === variantId)).map((picture) => picture.id)

/** The body of `POST …/variants/{variantId}/images/batch`: the pictures newly chosen and those no longer. */
const pictureChanges = (before: string[], after: string[]) => ({
  add: after.filter((id) => !before.includes(id)),
  remove: before.filter((id) => !after.includes(id)),
})

/**
 * The variant's thumbnail, which Medusa copies into a cart line when the variant is added: its first own picture
 * in the product's order, or none (the line then shows the product's).
 */
const variantThumbnail = (pictures: AssignablePicture[], chosen: string[]) => pictures.find((picture) => chosen.includes(picture.id))?.url ?? null

/** Assigns the chosen pictures to the variant and makes the first its thumbnail. */
export async function savePictures(productId: string, variantId: string, pictures: AssignablePicture[], chosen: string[]) {
  const base = `/admin/products/${encodeURIComponent(productId)}/variants/${encodeURIComponent(variantId)}`
  await request(`${base}/images/batch`, { method: 'POST', body: pictureChanges(picturesOf(pictures, variantId), chosen) })
  await request(base, { method: 'POST', body: { thumbnail: variantThumbnail(pictures, chosen) } })
}
