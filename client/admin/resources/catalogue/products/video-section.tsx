import type { AdminProduct } from '@medusajs/types'
import type { SectionProps } from '../../../engine/resource'
import { useT } from '../../../i18n'

type Video = { youtube_id?: string; title_de?: string; title_en?: string }

/** The product video (metadata.video): its YouTube id (a link to it) and its titles in both languages. */
export default function VideoSection({ item: product }: SectionProps<AdminProduct>) {
  const t = useT()
  const video = ((product.metadata ?? {}) as { video?: Video }).video
  if (!video?.youtube_id) return <p className="px-4 py-3 text-sm text-stone-600">{t('products.noVideo')}</p>
  return (
    <div className="flex flex-col gap-2 px-4 py-3 text-sm">
      <p>
        <span className="text-stone-600">{t('products.videoId')}:</span>{' '}
        <a className="admin-link" href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.youtube_id)}`} target="_blank" rel="noopener noreferrer">
          {video.youtube_id}
          <span aria-hidden="true" className="i-ph-arrow-square-out" />
        </a>
      </p>
      <p lang="de">
        <span className="text-stone-600">{t('products.videoTitleDe')}:</span> {video.title_de || '–'}
      </p>
      <p lang="en">
        <span className="text-stone-600">{t('products.videoTitleEn')}:</span> {video.title_en || '–'}
      </p>
    </div>
  )
}
