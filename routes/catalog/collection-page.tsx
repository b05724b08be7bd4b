import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import { handlePaths, metaDescription } from '../lib/seo'
import type { PageProps } from '../lib/types'
import type { CollectionData } from './collection-load'
import { Listing } from './listing'

export default function CollectionPage({ data }: PageProps<CollectionData>) {
  const t = useT()
  const { collection, list, page } = data
  return (
    <>
      <PageHead
        title={t('catalog.titleSuffix', { title: collection.title })}
        description={metaDescription(collection.description, t('home.description'))}
        paths={handlePaths('/collections', collection.handles)}
      />
      <Listing title={collection.title} description={collection.description} basePath={`/collections/${collection.handle}`} list={list} page={page} />
    </>
  )
}
