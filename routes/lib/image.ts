/** Rendered sizes and qualities of the image presets; width and height keep the layout from shifting. */
export const IMAGE_PRESETS = {
  productCard: { width: 315, height: 271, quality: 95 },
  videoCard: { width: 443, height: 250, quality: 95 },
  productGallery: { width: 648, height: 558, quality: 95 },
  productThumbnail: { width: 95, height: 82, quality: 85 },
} as const

export type ImagePreset = keyof typeof IMAGE_PRESETS

/**
 * The gallery-sized pictures (product gallery, home hero) span the content column on phones and tablets and
 * half the page from lg: so a phone loads the 640/768 variant, not the 2x desktop one.
 */
export const HALF_PAGE_SIZES = '(min-width: 1024px) 648px, 100vw'

/** The screen breakpoints (xs to 2xl): the only widths the image endpoint renders, so few variants are cached. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const

/** The smallest breakpoint at least as wide as asked (a 315 px card at 2x, 630, gets 640); null beyond the largest. */
export function allowedWidth(requested: number): number | null {
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? null
}

/** The image-optimising endpoint of the worker (worker/images). */
const IMAGE_ENDPOINT = '/images'

/**
 * Files of Medusa's file module live under `/static/…` on the back end; the browser reaches them
 * through the same-origin `/medusa` pass-through. Absolute and already resolved sources are kept.
 */
export function imageSrc(src: string | null | undefined): string | null {
  if (!src) return null
  if (src.startsWith('/static/')) return `/medusa${src}`
  return src
}

/** Sources the endpoint can optimise: the back end's media and absolute URLs (the media storage). */
export const optimisable = (src: string) => src.startsWith('/static/') || src.startsWith('/medusa/static/') || /^https?:\/\//.test(src)

/**
 * The endpoint URL of one variant: WebP at a breakpoint width and the preset's quality. The source's slashes stay
 * as they are (a query may hold them unescaped): every picture of a page repeats its address several times.
 */
export function optimizedUrl(src: string, width: number, quality: number): string {
  const params = new URLSearchParams({ url: src, w: String(allowedWidth(width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]), q: String(quality) })
  return `${IMAGE_ENDPOINT}?${params.toString().replaceAll('%2F', '/')}`
}

export type ImageAttributes = ({ src: string } | { srcSet: string; sizes: string }) & { width: number; height: number }

/**
 * The <img> attributes of a preset: its variants as width descriptors, and the preset's size for width/height. A
 * fixed size gets the 1x and 2x breakpoints (the browser picks by pixel density); a fluid one (the caller's `sizes`
 * describes its layout) every breakpoint from half to twice the preset's width, so a phone fetches the file nearest
 * to the pixels it shows (a 390 px screen at 2x the 1024 one, not the 2x desktop file). Without a `src`: the HTML
 * standard lets `srcset` stand alone, and every browser that reads it picks from it anyway.
 */
export function presetImage(src: string | null | undefined, preset: ImagePreset, sizes?: string): ImageAttributes | null {
  const resolved = imageSrc(src)
  if (!resolved) return null
  const { width, height, quality } = IMAGE_PRESETS[preset]
  if (!optimisable(resolved)) return { src: resolved, width, height }
  const widest = allowedWidth(width * 2) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]
  const widths = IMAGE_WIDTHS.filter((w) => (sizes ? w >= width / 2 && w <= widest : w === allowedWidth(width) || w === widest))
  return {
    srcSet: widths.map((w) => `${optimizedUrl(resolved, w, quality)} ${w}w`).join(', '),
    sizes: sizes ?? `${width}px`,
    width,
    height,
  }
}
