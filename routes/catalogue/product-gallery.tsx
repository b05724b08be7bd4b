import { type ComponentType, useRef, useState } from 'react'
import { useT } from '../../i18n'
import { HALF_PAGE_SIZES } from '../lib/image'
import { ProductImage } from './product-image'
import type { ProductLightboxProps } from './product-lightbox'

type Viewer = ComponentType<ProductLightboxProps>

/**
 * The product's pictures: a strip that swipes between them (CSS scroll snapping, so it works before hydration too,
 * and arrow keys scroll it), thumbnails that move it, and a tap, click or Enter that opens the full-screen viewer.
 */
export function ProductGallery({ title, images }: { title: string; images: string[] }) {
  const t = useT()
  const total = images.length
  const [current, setCurrent] = useState(0)
  const [viewing, setViewing] = useState<number | null>(null)
  const [Viewer, setViewer] = useState<Viewer>()
  const strip = useRef<HTMLUListElement>(null)
  // the picture in view (after a swipe, a thumbnail or an arrow key), read from the strip itself: a click may come
  // before React has rendered the last scroll
  const inView = () => Math.round(strip.current!.scrollLeft / strip.current!.clientWidth)
  // the full-screen viewer is a chunk of its own (with its stylesheet and texts), fetched on the first tap, click or
  // Enter on a picture: no page loads it before
  const open = () => {
    setViewing(inView())
    import('./product-lightbox')
      .then((module) => module.ready)
      .then(
        (loaded) => setViewer(() => loaded),
        () => setViewing(null),
      )
  }

  return (
    <section aria-label={t('product.gallery')} className="lg:sticky lg:top-6 lg:self-start">
      <div className="aspect-[648/558] overflow-hidden rounded-sm bg-stone-100">
        {total ? (
          <ul
            ref={strip}
            onScroll={() => setCurrent(inView())}
            // the other pictures wait for the first (the largest) to be painted, lazy as they are beside it
            className="swipe-strip pictures-wait h-full"
          >
            {images.map((src, i) => (
              <li key={src + i}>
                <button type="button" tabIndex={i === current ? 0 : -1} onClick={open} className="h-full w-full cursor-zoom-in">
                  <ProductImage
                    src={src}
                    alt={t('product.image', { title, n: i + 1, total })}
                    preset="productGallery"
                    sizes={HALF_PAGE_SIZES}
                    priority={i === 0}
                  />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          // no picture yet: the placeholder says so
          <ProductImage src={null} alt="" preset="productGallery" />
        )}
      </div>
      {total > 1 && (
        <ul className="pictures-wait mt-4 flex flex-wrap gap-3">
          {images.map((src, i) => (
            <li key={src + i}>
              <button
                type="button"
                onClick={() => strip.current!.scrollTo({ left: i * strip.current!.clientWidth })}
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
      {viewing !== null && Viewer && <Viewer title={title} images={images} index={viewing} strip={strip.current!} onClose={() => setViewing(null)} />}
    </section>
  )
}
