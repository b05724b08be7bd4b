import { useState } from 'react'
import { useT } from '../../i18n'
import { HALF_PAGE_SIZES } from '../lib/image'
import { ProductImage } from './product-image'

/** The main image and, for several images, thumbnails that switch it. */
export function ProductGallery({ title, images }: { title: string; images: string[] }) {
  const t = useT()
  const [current, setCurrent] = useState(0)
  return (
    <section aria-label={t('product.gallery')} className="lg:sticky lg:top-6 lg:self-start">
      <div className="aspect-[648/558] overflow-hidden rounded-sm bg-stone-100">
        <ProductImage src={images[current] ?? null} alt={t('product.image', { title, n: current + 1 })} preset="productGallery" sizes={HALF_PAGE_SIZES} priority />
      </div>
      {images.length > 1 && (
        <ul className="mt-4 flex flex-wrap gap-3">
          {images.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t('product.showImage', { n: i + 1 })}
                aria-pressed={i === current}
                className={`block h-[82px] w-[95px] overflow-hidden rounded-sm border-2 ${i === current ? 'border-primary-600' : 'border-transparent hover:border-stone-300'}`}
              >
                <ProductImage src={src} alt="" preset="productThumbnail" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
