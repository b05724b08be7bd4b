import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import { samePaths } from '../lib/seo'
import type { PageProps } from '../lib/types'
import { Breadcrumbs } from './breadcrumbs'
import { Listing } from './listing'
import { listingHref } from './listing-query'
import type { StoreData } from './store-load'

export default function StorePage({ data }: PageProps<StoreData>) {
  const t = useT()
  const title = t('catalog.storeTitle')
  const { list, page, sort } = data
  // a sorted view is the same content as the default order: canonical is the page in the default order
  return (
    <>
      <PageHead
        title={t('catalog.titleSuffix', { title: page > 1 ? t('catalog.titleWithPage', { title, page }) : title })}
        description={t('catalog.storeDescription')}
        paths={samePaths(listingHref('/store', { page, sort: 'newest' }))}
      />
      <Listing top={<Breadcrumbs trail={[{ label: title }]} />} title={title} description={t('catalog.storeDescription')} basePath="/store" list={list} page={page} sort={sort} />
    </>
  )
}
