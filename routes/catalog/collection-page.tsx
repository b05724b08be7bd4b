import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import { handlePaths, metaDescription } from '../lib/seo'
import type { PageProps } from '../lib/types'
import type { CollectionData } from './collection-load'
import { Breadcrumbs } from './breadcrumbs'
import { Listing } from './listing'
import { listingHref } from './listing-query'

export default function CollectionPage({ data }: PageProps<CollectionData>) {
  const t = useT()
  const { collection, list, page, sort } = data
  const paths = handlePaths('/collections', collection.handles)
  const title = page > 1 ? t('catalog.titleWithPage', { title: collection.title, page }) : collection.title
  return (
    <>
      <PageHead
        title={t('catalog.titleSuffix', { title })}
        description={metaDescription(collection.description, t('home.description'))}
        paths={{ de: listingHref(paths.de, { page, sort: 'newest' }), en: listingHref(paths.en, { page, sort: 'newest' }) }}
      />
      <Listing
        top={<Breadcrumbs trail={[{ label: collection.title }]} />}
        eyebrow={t('catalog.collection')}
        title={collection.title}
        description={collection.description}
        basePath={`/collections/${collection.handle}`}
        list={list}
        page={page}
        sort={sort}
      />
    </>
  )
}
