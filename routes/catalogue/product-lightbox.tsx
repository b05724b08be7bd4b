import { useEffect, useMemo, useState } from 'react'
import Lightbox from 'yet-another-react-lightbox'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'
import stylesheetUrl from 'yet-another-react-lightbox/styles.css?url'
import { type Dictionary, type Translate, useT } from '../../i18n'
import type { Locale } from '../../rules/languages'
import { IMAGE_PRESETS } from '../lib/image'
import { usePage } from '../lib/page-context'
import { zoomSources } from './zoom-sources'

/** The `gallery` part of the dictionaries: only the viewer shows it, so it comes with the viewer. */
const GALLERY_TEXTS: Record<Locale, () => Promise<{ default: Partial<Dictionary> }>> = {
  de: () => import('../../i18n/de/gallery.json'),
  en: () => import('../../i18n/en/gallery.json'),
}

const PLUGINS = [Zoom]

const FRAME_ASPECT = IMAGE_PRESETS.productGallery.width / IMAGE_PRESETS.productGallery.height

/** Width ÷ height of each picture the page has loaded (the viewer shows them uncropped), else the gallery frame's. */
function aspectsOf(strip: HTMLElement, count: number): number[] {
  const pictures = strip.querySelectorAll('img')
  return Array.from({ length: count }, (_, i) => {
    const picture = pictures[i]
    return picture?.naturalWidth && picture.naturalHeight ? picture.naturalWidth / picture.naturalHeight : FRAME_ASPECT
  })
}

export type ProductLightboxProps = {
  title: string
  images: string[]
  /** The picture shown first. */
  index: number
  /** The gallery's strip of pictures: their aspect ratios, and where the viewer leaves the last one shown. */
  strip: HTMLElement
  onClose: () => void
}

/**
 * The full-screen viewer of a product's pictures (yet-another-react-lightbox with its Zoom plugin): swipe, arrow keys
 * and buttons between the pictures; pinch, double tap, the wheel or the zoom buttons zoom into the 1536 px file;
 * Escape, the close button or a tap beside the picture close it. The gallery then shows the picture seen last, and
 * its button has the focus.
 */
function ProductLightbox({ title, images, index, strip, onClose }: ProductLightboxProps) {
  const t = useT()
  const { locale } = usePage()
  const [shown, setShown] = useState(index)
  const [hasTexts, setHasTexts] = useState(() => t('lightbox.label') !== 'lightbox.label')
  // the browser's translator learns the part now (on the server every text is there)
  useEffect(() => {
    const learner = t as Translate & { add?: (texts: Partial<Dictionary>) => void }
    if (!hasTexts) void GALLERY_TEXTS[locale]().then((texts) => (learner.add?.(texts.default), setHasTexts(true)))
  }, [hasTexts, locale, t])
  const total = images.length
  // one array for the viewer's life: the library goes back to `index` whenever it gets new slides
  const slides = useMemo(() => {
    const aspects = aspectsOf(strip, total)
    return images.map((src, i) => {
      const srcSet = zoomSources(src, aspects[i]!)
      return { ...srcSet[srcSet.length - 1]!, srcSet, alt: t('product.image', { title, n: i + 1, total }) }
    })
  }, [images, strip, t, title, total])
  if (!hasTexts) return null

  const close = () => {
    strip.scrollTo({ left: shown * strip.clientWidth, behavior: 'instant' })
    strip.children[shown]?.querySelector('button')?.focus({ preventScroll: true })
    onClose()
  }
  const single = total <= 1
  return (
    <Lightbox
      open
      close={close}
      index={index}
      slides={slides}
      plugins={PLUGINS}
      on={{ view: ({ index: now }) => setShown(now) }}
      carousel={{ finite: single }}
      controller={{ closeOnBackdropClick: true }}
      zoom={{ scrollToZoom: true }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: t('lightbox.label'),
        'Photo gallery': t('lightbox.gallery'),
        Carousel: t('lightbox.carousel'),
        Slide: t('lightbox.slide'),
        '{index} of {total}': t('lightbox.slideOf'),
        Previous: t('lightbox.previous'),
        Next: t('lightbox.next'),
        Close: t('lightbox.close'),
        'Zoom in': t('lightbox.zoomIn'),
        'Zoom out': t('lightbox.zoomOut'),
      }}
    />
  )
}

/**
 * The viewer once its stylesheet is there (linked only now, so no page loads it before; a chunk importing it as CSS
 * would make the build preload it). A stylesheet that fails does not keep the viewer shut: the pictures still show.
 */
export const ready = new Promise<typeof ProductLightbox>((resolve) => {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = stylesheetUrl
  link.onload = link.onerror = () => resolve(ProductLightbox)
  document.head.appendChild(link)
})
