import { useT } from '../../i18n'
import { VideoFacade } from '../videos/video-facade'

type ProductVideoProps = { youtubeId: string; title: string; poster: string | null; headingId: string }

/** The product's video with the shop's privacy-friendly facade (routes/videos): our own poster, YouTube only after the click. */
export function ProductVideo({ youtubeId, title, poster, headingId }: ProductVideoProps) {
  const t = useT()
  const label = title || t('catalogue.video.title')
  return (
    <section aria-labelledby={headingId} className="mt-16 max-w-4xl">
      <h2 id={headingId} className="font-serif text-2xl text-stone-900 sm:text-3xl">
        {label}
      </h2>
      <div className="mt-6">
        <VideoFacade youtubeId={youtubeId} title={label} thumbnail={poster} />
      </div>
      <p className="mt-3 text-xs text-stone-700">{t('catalogue.video.privacy')}</p>
    </section>
  )
}
