import { lazy, Suspense, useState } from 'react'
import { useT } from '../../i18n'
import type { ListingFacets } from '../api-types'
import { Link } from '../lib/link'
import { usePage } from '../lib/page-context'
import { priceLabel, valueLabel } from './filter-labels'
import { filterCount, LIST_FILTERS, type ListingFilters, NO_FILTERS, toggled, withPrice } from './listing-filters'

// the panel (vaul, the form) is a chunk of its own, fetched when a shopper first reaches for the button
const loadPanel = () => import('./filter-panel')
const FilterPanel = lazy(loadPanel)

type FilterBarProps = {
  filters: ListingFilters
  /** The filters' counts; null when the search engine could not answer (the button is then left out). */
  facets: ListingFacets | null | undefined
  /** How many pieces the listing shows with these filters. */
  count: number
  /** The listing's address with other filters (page 1, the sort kept). */
  hrefOf: (filters: ListingFilters) => string
}

/**
 * The filter button of a listing and its chosen filters as links that take each one back (server-rendered, so they
 * work before and without JavaScript). The button opens the panel: a bottom sheet on a phone, a side panel on a
 * wider screen (filter-panel.tsx).
 */
export function FilterButton({ filters, facets, count, hrefOf }: FilterBarProps) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  if (!facets) return null
  const chosen = filterCount(filters)
  return (
    <>
      <button
        type="button"
        className="btn-outline h-11 gap-2 py-0"
        aria-haspopup="dialog"
        data-opens="filters"
        onPointerDown={() => void loadPanel()}
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <span className="i-ph-sliders-horizontal text-lg" aria-hidden="true" />
        {t('filters.open')}
        {chosen > 0 && (
          <span className="rounded-full bg-primary-800 px-2 text-xs leading-5 text-white" data-testid="filter-count">
            {chosen}
          </span>
        )}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <FilterPanel open={open} onOpenChange={setOpen} filters={filters} facets={facets} count={count} hrefOf={hrefOf} />
        </Suspense>
      )}
    </>
  )
}

/** The chosen filters, each a link to the listing without it, and one to the listing without any. */
export function ChosenFilters({ filters, facets, hrefOf }: Omit<FilterBarProps, 'count'>) {
  const t = useT()
  const { locale } = usePage()
  const chips: { key: string; label: string; to: string }[] = []
  for (const name of LIST_FILTERS)
    for (const value of filters[name])
      chips.push({ key: `${name}:${value}`, label: valueLabel(name, value, locale, t), to: hrefOf(toggled(filters, name, value)) })
  if (filters.price)
    chips.push({ key: 'price', label: priceLabel(filters.price, facets?.price?.currency ?? 'eur', locale, t), to: hrefOf(withPrice(filters, null)) })
  if (filters.stock) chips.push({ key: 'stock', label: t('filters.inStock'), to: hrefOf({ ...filters, stock: false }) })
  if (!chips.length) return null
  return (
    <nav aria-label={t('filters.active')} className="-mt-4 mb-8">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              aria-label={t('filters.remove', { label: chip.label })}
              data-testid="chosen-filter"
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-stone-300 bg-stone-50 px-4 text-sm text-stone-800 no-underline hover:border-primary-700"
            >
              {chip.label}
              <span className="i-ph-x text-sm" aria-hidden="true" />
            </Link>
          </li>
        ))}
        {chips.length > 1 && (
          <li>
            <Link to={hrefOf(NO_FILTERS)} className="inline-flex min-h-11 items-center px-2 text-sm text-primary-800 underline underline-offset-4">
              {t('filters.clear')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
