import { ProductStatus } from '@medusajs/framework/utils'
import { uploadFilesWorkflow } from '@medusajs/medusa/core-flows'
import type { SeedContext } from './context'
import { type ImageSpec, renderImages } from './images'

/** Draws the pictures and stores them through Medusa's file module; returns their /static/ URLs. */
export async function uploadImages({ container }: SeedContext, name: string, spec: ImageSpec, count: number) {
  const images = await renderImages(spec, count)
  const { result } = await uploadFilesWorkflow(container).run({
    input: {
      files: images.map((image, index) => ({
        filename: `${name}-${index + 1}.webp`,
        mimeType: 'image/webp',
        content: image.toString('base64'),
        access: 'public' as const,
      })),
    },
  })
  return result.map((file) => file.url)
}

/** A product's own texts and its uploaded pictures (the first one its thumbnail), published: how every seeded product starts. */
export const publishedWithPictures = (product: { title: string; handle: string; description: string }, urls: string[]) => ({
  title: product.title,
  handle: product.handle,
  description: product.description,
  status: ProductStatus.PUBLISHED,
  thumbnail: urls[0],
  images: urls.map((url) => ({ url })),
})
