import { useState } from 'react'
import { useT } from '../../i18n'
import { imageSrc } from '../format'

/** Pictures one at a time with Prev/Next and a dot per slide ('Prev', 'Next', 'Go to slide {slide}'). */
export function ImageCarousel({ images, label }: { images: { id?: string; url: string }[]; label: string }) {
  const t = useT()
  const [index, setIndex] = useState(0)
  if (!images.length) return null
  const current = Math.min(index, images.length - 1)
  const go = (next: number) => setIndex((next + images.length) % images.length)
  return (
    <section aria-roledescription="carousel" aria-label={label} className="flex flex-col items-center gap-2">
      <div className="relative w-full">
        <img
          src={imageSrc(images[current].url) ?? ''}
          alt={t('engine.slideOf', { slide: current + 1, count: images.length })}
          className="aspect-square w-full rounded-lg bg-stone-100 object-contain"
        />
        {images.length > 1 && (
          <>
            <button type="button" className="admin-carousel-btn left-2" onClick={() => go(current - 1)}>
              <span aria-hidden="true" className="i-ph-caret-left" />
              <span className="sr-only">{t('generic.prev')}</span>
            </button>
            <button type="button" className="admin-carousel-btn right-2" onClick={() => go(current + 1)}>
              <span aria-hidden="true" className="i-ph-caret-right" />
              <span className="sr-only">{t('generic.next')}</span>
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <div className="flex gap-1.5">
          {images.map((image, slide) => (
            <button
              key={image.id ?? image.url}
              type="button"
              aria-label={t('generic.goToSlide', { slide: slide + 1 })}
              aria-current={slide === current || undefined}
              className="h-2.5 w-2.5 rounded-full bg-stone-300 aria-[current]:bg-primary-600"
              onClick={() => setIndex(slide)}
            />
          ))}
        </div>
      )}
    </section>
  )
}
