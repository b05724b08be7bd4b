import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { pluralOf } from '../../i18n/plural'
import { usePage } from '../lib/page-context'
import type { CardList } from './card'
import { ChosenFilters, FilterButton } from './filter-bar'
import { isFiltered, type ListingFilters, NO_FILTERS } from './listing-filters'
import { DEFAULT_SORT, listingHref, type Sort } from './listing-query'
import { Pagination } from './pagination'
import { ProductGrid } from './product-grid'
import { SortSelect } from './sort-select'

type ListingProps = {
  /** Shown above the heading (breadcrumbs). */
  top?: ReactNode
  eyebrow?: ReactNode
  title: string
  description?: string | null
  basePath: string
  list: CardList
  page: number
  /** Omitted where the order is fixed (search results by relevance). */
  sort?: Sort
  /** The shopper's filters and their counts (none where the page has no filters). */
  filters?: ListingFilters
  /** Extra query parameters every page link keeps (the search text). */
  query?: Record<string, string>
  /** Shown between the heading and the products (subcategories, search form). */
  children?: ReactNode
  /** Shown beside the heading (a category picture). */
  aside?: ReactNode
}

/** The shared shape of the store, category, collection and search pages: heading, toolbar, products, paging. */
export function Listing({ top, eyebrow, title, description, basePath, list, page, sort, filters = NO_FILTERS, query, children, aside }: ListingProps) {
  const t = useT()
  const { locale } = usePage()
  const hrefOf = (state: { page: number; sort: Sort; filters?: ListingFilters }) => {
    const href = listingHref(basePath, { filters, ...state })
    const extra = new URLSearchParams(query).toString()
    return extra ? `${href}${href.includes('?') ? '&' : '?'}${extra}` : href
  }
  const current = sort ?? DEFAULT_SORT
  // another filter shows its results from the first page, in the order chosen
  const filteredHref = (next: ListingFilters) => hrefOf({ page: 1, sort: current, filters: next })
  return (
    <div className="container-page py-8 sm:py-12">
      {top}
      <header className={aside ? 'mt-6 grid items-center gap-8 md:grid-cols-[1fr_minmax(0,22rem)]' : 'mx-auto mt-6 max-w-3xl text-center'}>
        <div>
          {eyebrow && <div className="eyebrow">{eyebrow}</div>}
          <h1 className="mt-3 font-serif text-4xl text-stone-900 sm:text-5xl">{title}</h1>
          {description && <p className="mt-5 max-w-2xl text-base leading-relaxed text-stone-700">{description}</p>}
        </div>
        {aside}
      </header>
      {children}
      <section className="mt-10" aria-labelledby="listing-products">
        {/* cards carry h3 titles; this keeps the heading outline unbroken for screen readers */}
        <h2 id="listing-products" className="sr-only">
          {t('catalogue.products')}
        </h2>
        <div className="mb-8 flex flex-wrap items-center justify-between gap-4 border-y border-stone-200 py-3">
          <p className="text-sm text-stone-700" aria-live="polite">
            {t(`listing.productCount.${pluralOf(locale, list.count)}`, { count: list.count })}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <FilterButton filters={filters} facets={list.facets} count={list.count} hrefOf={filteredHref} />
            {sort && (list.count > 1 || isFiltered(filters)) && <SortSelect sort={sort} hrefOf={(next) => hrefOf({ page: 1, sort: next })} />}
          </div>
        </div>
        <ChosenFilters filters={filters} facets={list.facets} hrefOf={filteredHref} />
        {list.count === 0 && isFiltered(filters) ? (
          <p className="py-16 text-center text-stone-700">{t('filters.none')}</p>
        ) : (
          <ProductGrid products={list.products} lcp />
        )}
      </section>
      <Pagination page={page} count={list.count} limit={list.limit} hrefOf={(n) => hrefOf({ page: n, sort: current })} />
    </div>
  )
}
