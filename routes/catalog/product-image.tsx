import { useT } from '../../i18n'
import { IMAGE_PRESETS, imageSrc, type ImagePreset } from '../lib/image'

type ProductImageProps = {
  src: string | null
  alt: string
  preset: ImagePreset
  eager?: boolean
  /** The page's largest image (LCP): loaded first, before other images and scripts. */
  priority?: boolean
  className?: string
}

/** A product image at a preset's size, or a quiet placeholder when the product has none yet. */
export function ProductImage({ src, alt, preset, eager, priority, className = '' }: ProductImageProps) {
  const t = useT()
  const { width, height } = IMAGE_PRESETS[preset]
  const resolved = imageSrc(src)
  if (!resolved) {
    return (
      <div className={`flex h-full w-full items-center justify-center bg-stone-100 text-stone-400 ${className}`} role="img" aria-label={alt || t('catalog.noImage')}>
        <span className="i-ph-diamond-thin text-5xl" aria-hidden="true" />
      </div>
    )
  }
  return (
    <img
      src={resolved}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={`h-full w-full object-cover ${className}`}
    />
  )
}
