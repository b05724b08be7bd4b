import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import { samePaths } from '../lib/seo'
import type { PageProps } from '../lib/types'
import { Listing } from './listing'
import type { StoreData } from './store-load'

export default function StorePage({ data }: PageProps<StoreData>) {
  const t = useT()
  const title = t('catalog.storeTitle')
  return (
    <>
      <PageHead title={t('catalog.titleSuffix', { title })} description={t('catalog.storeDescription')} paths={samePaths(data.page > 1 ? `/store?page=${data.page}` : '/store')} />
      <Listing title={title} description={t('catalog.storeDescription')} basePath="/store" list={data.list} page={data.page} />
    </>
  )
}
