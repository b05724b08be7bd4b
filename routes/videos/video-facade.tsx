import { useState } from 'react'
import { useT } from '../../i18n'
import { ProductImage } from '../catalogue/product-image'
import { PlayBadge } from './play-badge'
import { embedUrl, posterOf } from './video-poster'

/** `priority`: the poster is the page's largest image (the video page), fetched first; elsewhere it loads lazily. */
type VideoFacadeProps = { youtubeId: string; title: string; thumbnail: string | null; priority?: boolean }

/**
 * Poster and play button; YouTube's player (youtube-nocookie.com) is only loaded after the click,
 * so nothing reaches Google before the visitor asks for the video.
 */
export function VideoFacade({ youtubeId, title, thumbnail, priority = false }: VideoFacadeProps) {
  const t = useT()
  const [playing, setPlaying] = useState(false)
  if (playing) {
    return (
      <iframe
        src={embedUrl(youtubeId)}
        title={t('videoPlayer.frameTitle', { title })}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="aspect-video w-full rounded-sm bg-stone-900"
      />
    )
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-sm bg-stone-900"
      aria-label={t('videoPlayer.play', { title })}
    >
      <ProductImage
        src={posterOf(thumbnail, youtubeId)}
        alt=""
        preset="productGallery"
        priority={priority}
        className="opacity-90 transition-opacity group-hover:opacity-100"
      />
      <PlayBadge size="large" />
    </button>
  )
}
