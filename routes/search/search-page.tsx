import { useT } from '../../i18n'
import { pluralOf } from '../../i18n/plural'
import { ChosenFilters, FilterButton } from '../catalogue/filter-bar'
import { filterQuery, isFiltered, type ListingFilters } from '../catalogue/listing-filters'
import { Pagination } from '../catalogue/pagination'
import { ProductCard } from '../catalogue/product-card'
import { PageHead } from '../layout/page-head'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import type { PageProps } from '../lib/types'
import { Highlighted, plainText } from './highlight'
import { SearchForm } from './search-form'
import type { HitView } from './search-hit'
import type { SearchData } from './search-load'

/** A hit as the catalogue's card shows it (a hit has no sale price nor video of its own to show). */
const cardOf = (hit: HitView, unknown: string) => ({
  handle: hit.handle,
  title: plainText(hit.title) || unknown,
  thumbnail: hit.image,
  price: hit.price,
  price_varies: hit.priceVaries,
  collection: hit.collection ? { title: hit.collection } : null,
  has_video: false,
})

export default function SearchPage({ data }: PageProps<SearchData>) {
  const t = useT()
  const { locale } = usePage()
  const { query, results, page, suggestions, filters } = data
  const title = results && results.pages > 1 ? t('search.titlePaged', { title: t('search.title'), page }) : t('search.title')
  const head = <PageHead title={t('catalogue.titleSuffix', { title })} description={t('listing.storeDescription')} noindex />
  const hrefWith = (chosen: ListingFilters, n: number) =>
    `/search?${[new URLSearchParams({ s: query }).toString(), filterQuery(chosen), n > 1 ? `page=${n}` : ''].filter(Boolean).join('&')}`
  const hrefOf = (n: number) => hrefWith(filters, n)
  const filtered = isFiltered(filters)
  return (
    <div className="container-page py-8 sm:py-12">
      {head}
      <header className="mx-auto mt-6 max-w-3xl text-center">
        <h1 className="font-serif text-4xl text-stone-900 sm:text-5xl">{results ? t('search.resultsFor', { query }) : t('search.title')}</h1>
        <SearchForm query={query} />
      </header>
      {!results && <p className="mt-8 text-center text-stone-600">{t('search.enterQuery')}</p>}
      {results && results.total === 0 && !filtered && (
        <section className="mx-auto mt-8 max-w-xl text-center" aria-labelledby="search-suggestions">
          <p className="text-stone-700" role="status">
            {t('search.noResults', { query })}
          </p>
          {suggestions.length > 0 && (
            <>
              <h2 id="search-suggestions" className="mt-8 font-serif text-2xl text-stone-900">
                {t('search.suggestions')}
              </h2>
              <ul className="mt-4 flex flex-wrap justify-center gap-2">
                {suggestions.map((category) => (
                  <li key={category.handle}>
                    <Link
                      to={`/categories/${category.handle}`}
                      className="inline-flex h-11 items-center rounded-full border border-stone-300 px-4 text-sm text-stone-800 no-underline hover:border-primary-700"
                    >
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {results && (results.total > 0 || filtered) && (
        <section className="mt-10" aria-labelledby="search-hits">
          <h2 id="search-hits" className="sr-only">
            {t('catalogue.products')}
          </h2>
          <div className="mb-8 flex flex-wrap items-center justify-between gap-4 border-y border-stone-200 py-3">
            <p className="text-sm text-stone-700" aria-live="polite">
              {t(`listing.productCount.${pluralOf(locale, results.total)}`, { count: results.total })}
            </p>
            <FilterButton filters={filters} facets={results.facets} count={results.total} hrefOf={(chosen) => hrefWith(chosen, 1)} />
          </div>
          <ChosenFilters filters={filters} facets={results.facets} hrefOf={(chosen) => hrefWith(chosen, 1)} />
          {results.total === 0 && <p className="py-16 text-center text-stone-700">{t('filters.none')}</p>}
          <ul className="pictures-wait grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
            {results.hits.map((hit, i) => (
              <li key={hit.id} data-testid="search-hit" data-title={plainText(hit.title)}>
                <ProductCard
                  product={cardOf(hit, t('search.unknownProduct'))}
                  title={hit.title ? <Highlighted text={hit.title} /> : undefined}
                  priority={i === 0}
                />
              </li>
            ))}
          </ul>
          <Pagination page={page} count={results.total} limit={results.perPage} hrefOf={hrefOf} />
        </section>
      )}
    </div>
  )
}
