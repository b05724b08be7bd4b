import { useT } from '../../i18n'
import { Price } from '../catalogue/price'
import { withNode } from '../content/with-link'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { handlePaths, metaDescription } from '../lib/seo'
import type { PageProps } from '../lib/types'
import { VideoFacade } from './video-facade'
import type { VideoData } from './video-load'

/** /{cc}/videos/{handle}: the product's video behind a privacy facade, with title, price and a link to the product. */
export default function VideoPage({ data }: PageProps<VideoData>) {
  const t = useT()
  const { product } = data
  const title = product.video.title || product.title
  return (
    <article className="container-page py-12 sm:py-16">
      <PageHead
        title={t('catalogue.titleSuffix', { title })}
        description={metaDescription(product.description, t('videos.description'))}
        paths={handlePaths('/videos', product.handles)}
      />
      <p>
        <Link to="/videos" className="text-link">
          <span className="i-ph-arrow-left" aria-hidden="true" />
          {t('videos.allVideos')}
        </Link>
      </p>
      <div className="mt-6 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div>
          <VideoFacade youtubeId={product.video.youtube_id} title={title} thumbnail={product.thumbnail} priority />
          <p className="mt-3 text-xs text-stone-600">
            {withNode(
              (p) => t('videos.consentNote', p),
              'privacy',
              <Link to="/content/datenschutz" className="underline underline-offset-4">
                {t('videos.privacyLink')}
              </Link>,
            )}
          </p>
        </div>
        <div>
          <h1 className="font-serif text-3xl leading-tight text-stone-900 sm:text-4xl">{title}</h1>
          <h2 className="mt-6 text-lg text-stone-800">{product.title}</h2>
          <Price money={product.price} className="mt-2 block text-xl font-medium text-stone-900" />
          {product.description && <p className="mt-4 leading-relaxed text-stone-700">{product.description}</p>}
          <Link to={`/products/${product.handle}`} className="btn-primary mt-8">
            {t('videos.toProduct')}
            <span className="i-ph-arrow-right" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  )
}
