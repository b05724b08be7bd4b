/** Rendered sizes of the spec's image presets; width and height attributes keep the layout from shifting. */
export const IMAGE_PRESETS = {
  productCard: { width: 315, height: 271 },
  videoCard: { width: 443, height: 250 },
  productGallery: { width: 648, height: 558 },
  productThumbnail: { width: 95, height: 82 },
} as const

export type ImagePreset = keyof typeof IMAGE_PRESETS

/**
 * Files of Medusa's file module live under `/static/…` on the back end; the browser reaches them
 * through the same-origin `/medusa` pass-through. Absolute and already resolved sources are kept.
 */
export function imageSrc(src: string | null | undefined): string | null {
  if (!src) return null
  if (src.startsWith('/static/')) return `/medusa${src}`
  return src
}
