import { IMAGE_PRESETS, IMAGE_WIDTHS, imageSrc, optimisable, optimizedUrl } from '../lib/image'

export type ZoomSource = { src: string; width: number; height: number }

/**
 * The full-screen viewer's files of a picture: every breakpoint from 640 up to the largest (1536, what zooming in
 * shows), with the height its aspect ratio (width ÷ height) gives; one source as it is when the image endpoint
 * cannot optimise it.
 */
export function zoomSources(src: string, aspect: number, quality: number = IMAGE_PRESETS.productGallery.quality): ZoomSource[] {
  const resolved = imageSrc(src) ?? src
  const size = (width: number) => ({ width, height: Math.round(width / aspect) })
  if (!optimisable(resolved)) return [{ src: resolved, ...size(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) }]
  return IMAGE_WIDTHS.filter((width) => width >= 640).map((width) => ({ src: optimizedUrl(resolved, width, quality), ...size(width) }))
}
