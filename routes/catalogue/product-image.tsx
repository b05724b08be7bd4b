import { useT } from '../../i18n'
import { IMAGE_PRESETS, type ImagePreset, presetImage } from '../lib/image'

type ProductImageProps = {
  src: string | null
  alt: string
  preset: ImagePreset
  /** The page's largest image (LCP): loaded first, before other images and scripts. */
  priority?: boolean
  /** The rendered width per layout when it is fluid, e.g. '(min-width: 1024px) 648px, 100vw'; default the preset's width. */
  sizes?: string
  className?: string
}

/**
 * The shop's one image component: a product, category, collection or video picture at a preset's
 * size, served as WebP by the image endpoint in 1x and 2x, or a quiet placeholder when there is none.
 */
export function ProductImage({ src, alt, preset, priority, sizes, className = '' }: ProductImageProps) {
  const t = useT()
  const image = presetImage(src, preset, sizes)
  if (!image) {
    const { width, height } = IMAGE_PRESETS[preset]
    return (
      <div
        className={`flex h-full w-full items-center justify-center bg-stone-100 text-stone-400 ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="img"
        aria-label={alt || t('catalogue.noImage')}
      >
        <span className="i-ph-diamond-thin text-5xl" aria-hidden="true" />
      </div>
    )
  }
  return (
    <img
      {...image}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      // every other picture asks for low priority, so none competes with the page's largest one
      fetchPriority={priority ? 'high' : 'low'}
      decoding={priority ? 'sync' : 'async'}
      className={`h-full w-full object-cover ${className}`}
    />
  )
}
