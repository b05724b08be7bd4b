import { useT } from '../../i18n'
import { PageHead } from '../layout/page-head'
import type { PageProps } from '../lib/types'
import { Listing } from './listing'
import type { SearchData } from './search-load'
import { SearchForm } from './search-form'

export default function SearchPage({ data }: PageProps<SearchData>) {
  const t = useT()
  const { query, list, page } = data
  const head = <PageHead title={t('catalog.titleSuffix', { title: t('search.title') })} description={t('catalog.storeDescription')} noindex />
  if (!list || list.count === 0) {
    return (
      <div className="container-page py-16 text-center">
        {head}
        <h1 className="font-serif text-4xl text-stone-900 sm:text-5xl">{t('search.title')}</h1>
        <SearchForm query={query} />
        <p className="mt-8 text-stone-600">{list ? t('search.noResults', { query }) : t('search.enterQuery')}</p>
      </div>
    )
  }
  return (
    <>
      {head}
      <Listing title={t('search.resultsFor', { query })} basePath="/search" list={list} page={page} query={{ s: query }}>
        <SearchForm query={query} />
      </Listing>
    </>
  )
}
