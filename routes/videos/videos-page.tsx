import { useT } from '../../i18n'
import { ListingHead } from '../catalogue/listing-head'
import { DEFAULT_SORT, listingHref } from '../catalogue/listing-query'
import { Pagination } from '../catalogue/pagination'
import { ProductImage } from '../catalogue/product-image'
import { PAGE_SIZE } from '../catalogue/product-list'
import { PageIntro } from '../content/page-intro'
import { Link } from '../lib/link'
import { samePaths } from '../lib/seo'
import type { PageProps } from '../lib/types'
import { PlayBadge } from './play-badge'
import { posterOf } from './video-poster'
import type { VideoCard, VideosData } from './videos-load'

function VideoCardItem({ card, priority }: { card: VideoCard; priority: boolean }) {
  const t = useT()
  return (
    <li>
      <Link to={`/videos/${card.handle}`} className="group block no-underline">
        <div className="relative aspect-[443/250] overflow-hidden rounded-sm bg-stone-900">
          <ProductImage
            src={posterOf(card.thumbnail, card.video.youtube_id)}
            alt=""
            preset="videoCard"
            priority={priority}
            className="opacity-90 transition-transform duration-700 group-hover:scale-105"
          />
          <PlayBadge size="small" />
        </div>
        <h2 className="mt-4 font-serif text-lg leading-snug text-stone-900 group-hover:text-primary-800">{card.video.title || card.title}</h2>
        <p className="mt-1 text-sm text-stone-600">{card.title}</p>
        <span className="sr-only">{t('videos.watch')}</span>
      </Link>
    </li>
  )
}

/** /{cc}/videos: every product with a video, as video cards, 24 to a page. */
export default function VideosPage({ data }: PageProps<VideosData>) {
  const t = useT()
  return (
    <div className="container-page py-12 sm:py-20">
      <ListingHead name={t('videos.title')} description={t('videos.description')} paths={samePaths('/videos')} page={data.page} />
      <PageIntro eyebrow={t('videos.title')} title={t('videos.heading')} lead={t('videos.lead')} />
      {data.videos.length === 0 ? (
        <p className="mt-12 text-center text-stone-600">{t('videos.empty')}</p>
      ) : (
        <ul className="pictures-wait mt-12 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {data.videos.map((card, index) => (
            // like the product listings: the first poster is the largest early image, the others load lazily
            <VideoCardItem key={card.id} card={card} priority={index === 0} />
          ))}
        </ul>
      )}
      <Pagination page={data.page} count={data.count} limit={PAGE_SIZE} hrefOf={(page) => listingHref('/videos', { page, sort: DEFAULT_SORT })} />
    </div>
  )
}
