import { useT } from '../../i18n'
import { samePaths } from '../lib/seo'
import type { PageProps } from '../lib/types'
import { Breadcrumbs } from './breadcrumbs'
import { Listing } from './listing'
import { ListingHead } from './listing-head'
import type { StoreData } from './store-load'

export default function StorePage({ data }: PageProps<StoreData>) {
  const t = useT()
  const title = t('catalogue.storeTitle')
  const { list, page, sort } = data
  return (
    <>
      <ListingHead name={title} description={t('catalogue.storeDescription')} paths={samePaths('/store')} page={page} />
      <Listing
        top={<Breadcrumbs trail={[{ label: title }]} />}
        title={title}
        description={t('catalogue.storeDescription')}
        basePath="/store"
        list={list}
        page={page}
        sort={sort}
      />
    </>
  )
}
