import { useT } from '../../i18n'
import { samePaths } from '../lib/seo'
import type { PageProps } from '../lib/types'
import { Breadcrumbs } from './breadcrumbs'
import { Listing } from './listing'
import { isFiltered } from './listing-filters'
import { ListingHead } from './listing-head'
import type { StoreData } from './store-load'

export default function StorePage({ data }: PageProps<StoreData>) {
  const t = useT()
  const title = t('listing.storeTitle')
  const { list, page, sort, filters } = data
  return (
    <>
      <ListingHead name={title} description={t('listing.storeDescription')} paths={samePaths('/store')} page={page} filtered={isFiltered(filters)} />
      <Listing
        top={<Breadcrumbs trail={[{ label: title }]} />}
        title={title}
        description={t('listing.storeDescription')}
        basePath="/store"
        list={list}
        page={page}
        sort={sort}
        filters={filters}
      />
    </>
  )
}
