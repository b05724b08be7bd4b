import { productOrderAtom } from '../lib/ui-state'
import { filterQuery, type ListingFilters } from './listing-filters'

/**
 * The sort choices of a listing, as they appear in `?sort=`, and the /api `order` each asks for
 * (worker/catalogue/product-query.ts). The default is the shared UI state's product order, which the
 * API reads as newest first; it never appears in the URL, so the plain listing URL stays canonical.
 */
export const SORTS = {
  newest: productOrderAtom.init,
  'price-asc': 'price',
  'price-desc': '-price',
  title: 'title',
} as const

export type Sort = keyof typeof SORTS
export const DEFAULT_SORT: Sort = 'newest'
export const SORT_NAMES = Object.keys(SORTS) as Sort[]

const isSort = (value: string | null): value is Sort => value !== null && Object.hasOwn(SORTS, value)

/** The sort in `?sort=`; anything unknown (an old or mistyped link) shows the default order. */
export function sortOf(url: URL): Sort {
  const value = url.searchParams.get('sort')
  return isSort(value) ? value : DEFAULT_SORT
}

/** The 1-based page in `?page=`; anything unreadable is the first page. */
export function pageOf(url: URL): number {
  const raw = url.searchParams.get('page')
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1
  return Math.max(1, Number(raw))
}

export type ListingState = { page: number; sort: Sort; filters?: ListingFilters }

/**
 * The URL of a listing page: only non-default values go into the query, in a fixed order (filters, sort, page),
 * so every state has exactly one shareable, cacheable URL.
 */
export function listingHref(basePath: string, { page, sort, filters }: ListingState): string {
  const search = new URLSearchParams()
  if (sort !== DEFAULT_SORT) search.set('sort', sort)
  if (page > 1) search.set('page', String(page))
  const query = [filters ? filterQuery(filters) : '', search.toString()].filter(Boolean).join('&')
  return query ? `${basePath}?${query}` : basePath
}

/** Page numbers to offer around the current one, with null for a gap: 1 … 4 5 6 … 12. */
export function pageWindow(page: number, pages: number, around = 1): (number | null)[] {
  const shown = new Set([1, pages])
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) shown.add(n)
  const sorted = [...shown].sort((a, b) => a - b)
  const result: (number | null)[] = []
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1]
    if (previous !== undefined && n - previous === 2) result.push(previous + 1)
    else if (previous !== undefined && n - previous > 2) result.push(null)
    result.push(n)
  })
  return result
}
