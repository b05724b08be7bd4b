import { useT } from '../../i18n'
import { handlePaths, metaDescription } from '../lib/seo'
import type { PageProps } from '../lib/types'
import { Breadcrumbs } from './breadcrumbs'
import type { CollectionData } from './collection-load'
import { Listing } from './listing'
import { isFiltered } from './listing-filters'
import { ListingHead } from './listing-head'

export default function CollectionPage({ data }: PageProps<CollectionData>) {
  const t = useT()
  const { collection, list, page, sort, filters } = data
  const paths = handlePaths('/collections', collection.handles)
  return (
    <>
      <ListingHead
        name={collection.title}
        description={metaDescription(collection.description, t('brand.description'))}
        paths={paths}
        page={page}
        filtered={isFiltered(filters)}
      />
      <Listing
        top={<Breadcrumbs trail={[{ label: collection.title }]} />}
        eyebrow={t('catalogue.collection')}
        title={collection.title}
        description={collection.description}
        basePath={`/collections/${collection.handle}`}
        list={list}
        page={page}
        sort={sort}
        filters={filters}
      />
    </>
  )
}
