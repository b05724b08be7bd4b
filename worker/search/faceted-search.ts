import type { Meilisearch, MultiSearchQuery, SearchResponse } from 'meilisearch'
import type { ListingFacets } from '../../routes/api-types'
import { FILTER_VALUES, LIST_FILTERS, type ListFilter, type ListingFilters } from '../../routes/catalogue/listing-filters'
import { SEARCH_INDEX } from '../../routes/search/search-document'
import type { Currency } from '../../rules/currencies'

/**
 * A listing's filtered page and its filters' counts in one multi-search, on the hosted Meilisearch or the embedded
 * engine alike: the page with every filter; per filter that is set, the counts of its values with every other
 * filter (OR within a filter: a shopper sees what choosing one more value adds); and, once anything is filtered,
 * the listing's own sizes and price range (what the panel offers whatever is chosen).
 */
type Group = ListFilter | 'stock'

/** The index attribute of each filter (backend/src/search-index/settings.ts `FILTERABLE_ATTRIBUTES`). */
const ATTRIBUTE: Record<Group, string> = { material: 'materials', colour: 'colours', stone: 'stones', size: 'ring_sizes', stock: 'in_stock' }
const GROUPS: Group[] = [...LIST_FILTERS, 'stock']

export const priceAttribute = (currency: Currency) => `prices.${currency}`

export type FacetedQuery = {
  /** The search text ('' for a listing). */
  q: string
  /** Filter expressions that make the listing (its category or collection), kept by every query. */
  scope: string[]
  filters: ListingFilters
  currency: Currency
  /** Meilisearch's `sort` (attribute:direction), none for relevance. */
  sort?: string[]
  page: number
  hitsPerPage: number
  /** What the page's hits carry besides the filters (attributes, highlights). */
  hits?: Omit<MultiSearchQuery, 'indexUid' | 'q' | 'filter' | 'sort' | 'page' | 'hitsPerPage' | 'facets'>
}

type FacetedAnswer<T> = { hits: T[]; total: number; pages: number; facets: ListingFacets }

const isSet = (filters: ListingFilters, group: Group) => (group === 'stock' ? filters.stock : filters[group].length > 0)

/** One filter as an expression of Meilisearch's filter syntax; null when it is not set. */
function expressionOf(filters: ListingFilters, group: Group | 'price', currency: Currency): string | null {
  if (group === 'stock') return filters.stock ? `${ATTRIBUTE.stock} = true` : null
  if (group === 'price') {
    if (!filters.price) return null
    const attribute = priceAttribute(currency)
    const { min, max } = filters.price
    if (min !== undefined && max !== undefined) return `${attribute} ${min} TO ${max}`
    return min !== undefined ? `${attribute} >= ${min}` : `${attribute} <= ${max}`
  }
  const values = filters[group]
  return values.length ? `${ATTRIBUTE[group]} IN [${values.map((value) => JSON.stringify(value)).join(', ')}]` : null
}

/** The scope and every set filter but `except`: the array form, every entry must hold (AND). */
function filterOf(query: FacetedQuery, except?: Group): string[] {
  const parts = [...GROUPS, 'price' as const].filter((group) => group !== except).map((group) => expressionOf(query.filters, group, query.currency))
  return [...query.scope, ...parts.filter((part): part is string => part !== null)]
}

/** Every value's count: the rules' values for material, colour and stone; the listing's own sizes. */
function countsOf(values: readonly string[], distribution: Record<string, number> | undefined): Record<string, number> {
  return Object.fromEntries(values.map((value) => [value, distribution?.[value] ?? 0]))
}

const bySize = (a: string, b: string) => Number.parseFloat(a) - Number.parseFloat(b) || a.localeCompare(b)

export async function facetedSearch<T>(client: Meilisearch, query: FacetedQuery): Promise<FacetedAnswer<T>> {
  const price = priceAttribute(query.currency)
  const base = { indexUid: SEARCH_INDEX, q: query.q }
  const chosen = GROUPS.filter((group) => isSet(query.filters, group))
  const filtered = chosen.length > 0 || query.filters.price !== null
  const open = GROUPS.filter((group) => !chosen.includes(group)).map((group) => ATTRIBUTE[group])
  const queries: MultiSearchQuery[] = [
    {
      ...base,
      ...query.hits,
      filter: filterOf(query),
      ...(query.sort?.length ? { sort: query.sort } : {}),
      page: query.page,
      hitsPerPage: query.hitsPerPage,
      // unfiltered, the page itself is the listing: its sizes and price range come with it
      facets: filtered ? open : [...open, price],
    },
    ...(filtered ? [{ ...base, filter: query.scope, page: 1, hitsPerPage: 0, facets: [ATTRIBUTE.size, price] }] : []),
    ...chosen.map((group) => ({ ...base, filter: filterOf(query, group), page: 1, hitsPerPage: 0, facets: [ATTRIBUTE[group]] })),
  ]
  const { results } = (await client.multiSearch({ queries })) as { results: SearchResponse<T>[] }
  const [page, ...rest] = results
  const whole = filtered ? rest.shift()! : page
  const distribution = (group: Group) => {
    const at = chosen.indexOf(group)
    return (at >= 0 ? rest[at] : page).facetDistribution?.[ATTRIBUTE[group]]
  }
  // a chosen size the listing no longer has stays offered, so it can be taken back
  const sizes = [...new Set([...Object.keys(whole.facetDistribution?.[ATTRIBUTE.size] ?? {}), ...query.filters.size])].sort(bySize)
  const range = whole.facetStats?.[price]
  const facets: ListingFacets = {
    material: countsOf(FILTER_VALUES.material, distribution('material')),
    colour: countsOf(FILTER_VALUES.colour, distribution('colour')),
    stone: countsOf(FILTER_VALUES.stone, distribution('stone')),
    size: countsOf(sizes, distribution('size')),
    stock: distribution('stock')?.true ?? 0,
    price: range ? { min: Math.floor(range.min), max: Math.ceil(range.max), currency: query.currency } : null,
  }
  return { hits: page.hits, total: page.totalHits ?? 0, pages: page.totalPages ?? 0, facets }
}
