import { useState } from 'react'
import { useT } from '../../i18n'
import { ProductImage } from './product-image'

type VideoFacadeProps = { youtubeId: string; title: string; poster: string | null }

/**
 * The product video without contacting YouTube until the visitor asks for it: our own picture and a
 * play button; only the click loads the player from youtube-nocookie.com (no cookies before playback).
 */
export function VideoFacade({ youtubeId, title, poster }: VideoFacadeProps) {
  const t = useT()
  const [playing, setPlaying] = useState(false)
  const label = title || t('catalog.video.title')
  return (
    <section aria-labelledby="product-video" className="mt-16">
      <h2 id="product-video" className="font-serif text-2xl text-stone-900 sm:text-3xl">
        {label}
      </h2>
      <div className="relative mt-6 aspect-video max-w-4xl overflow-hidden rounded-sm bg-stone-900">
        {playing ? (
          <iframe
            className="absolute inset-0 h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
            title={label}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <button type="button" onClick={() => setPlaying(true)} className="group absolute inset-0 block h-full w-full cursor-pointer">
            <span className="absolute inset-0 opacity-60">
              <ProductImage src={poster} alt="" preset="productGallery" />
            </span>
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-4 text-white">
              <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white/95 text-stone-900 shadow-lg transition-transform group-hover:scale-110">
                <span className="i-ph-play-fill ml-1 text-4xl" aria-hidden="true" />
              </span>
              <span className="mx-4 max-w-md rounded-full bg-stone-900/85 px-4 py-1.5 text-center text-sm font-medium">{t('catalog.video.play', { title: label })}</span>
            </span>
            <span className="absolute inset-x-0 bottom-0 hidden bg-stone-900/85 px-4 py-2 text-left text-xs text-stone-100 sm:block">{t('catalog.video.privacy')}</span>
          </button>
        )}
      </div>
    </section>
  )
}
