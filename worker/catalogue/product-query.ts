import { FILTER_PARAMS, filterParam, filtersOf, type ListingFilters } from '../../routes/catalogue/listing-filters'
import type { Locale } from '../../rules/languages'
import { badRequest } from '../http/errors'
import { parseBoolean, parseCountry, parseId, parseInteger, parseOptionalId, parseSearch } from '../http/params'

const DEFAULT_LIMIT = 24
const MAX_LIMIT = 100
const MAX_OFFSET = 100_000

/**
 * The orders a product list accepts. `medusa` orders are passed through; `price` and an English
 * `title` are sorted by the worker (Medusa sorts neither by price nor by English titles).
 * The storefront's default 'product.id_product.desc' means newest first.
 */
const ORDERS = {
  'product.id_product.desc': '-created_at',
  created_at: 'created_at',
  '-created_at': '-created_at',
  title: 'title',
  '-title': '-title',
  price: 'price',
  '-price': '-price',
} as const

export type Order = (typeof ORDERS)[keyof typeof ORDERS]

export type ProductListQuery = {
  limit: number
  offset: number
  order: Order
  video: boolean
  q?: string
  regionId?: string
  countryCode?: string
  collectionIds?: string[]
  categoryId?: string
  /** The listing's filters (routes/catalogue/listing-filters.ts); any set one makes the search engine page the list. */
  filters: ListingFilters
  /** `facets=1`: the answer carries the filters' counts. */
  facets: boolean
}

function parseOrder(value: string | undefined): Order {
  if (value === undefined || value === '') return ORDERS['product.id_product.desc']
  if (value in ORDERS) return ORDERS[value as keyof typeof ORDERS]
  throw badRequest(`order must be one of ${Object.keys(ORDERS).join(', ')}; got '${value}'`)
}

/** One id or a comma-separated list of ids. */
function parseIds(value: string | undefined, prefix: string, name: string): string[] | undefined {
  if (value === undefined || value === '') return undefined
  const ids = value.split(',').map((id) => parseId(id.trim(), prefix, name))
  if (ids.length > 50) throw badRequest(`${name} takes at most 50 ids`)
  return ids
}

const KNOWN_PARAMS = ['region_id', 'country_code', 'collection_id', 'category_id', 'query', 'video', 'limit', 'offset', 'order', 'facets', ...FILTER_PARAMS]

/** The filters, each in its one form (the storefront sends nothing else): a value that form drops is a 400 naming it. */
export function parseListingFilters(query: Record<string, string | undefined>): ListingFilters {
  const given = new URLSearchParams()
  for (const name of FILTER_PARAMS) {
    const raw = query[name]
    if (raw === undefined) continue
    if (filterParam(name, raw) !== raw) throw badRequest(`${name} '${raw}' is not a filter this shop knows, or not in its one form (sorted, each value once)`)
    given.set(name, raw)
  }
  return filtersOf(given)
}

/** Validates the query of GET /api/products/{countryCode}/{locale}. */
export function parseProductListQuery(query: Record<string, string | undefined>, known: Set<string>): ProductListQuery {
  const unknown = Object.keys(query).filter((name) => !KNOWN_PARAMS.includes(name))
  if (unknown.length) throw badRequest(`unknown query parameter ${unknown.map((n) => `'${n}'`).join(', ')}; allowed: ${KNOWN_PARAMS.join(', ')}`)
  return {
    limit: parseInteger(query.limit, 'limit', { min: 1, max: MAX_LIMIT, fallback: DEFAULT_LIMIT }),
    offset: parseInteger(query.offset, 'offset', { min: 0, max: MAX_OFFSET, fallback: 0 }),
    order: parseOrder(query.order),
    video: parseBoolean(query.video, 'video'),
    q: parseSearch(query.query),
    regionId: parseOptionalId(query.region_id, 'reg', 'region_id'),
    countryCode: query.country_code ? parseCountry(query.country_code, known, 'country_code') : undefined,
    collectionIds: parseIds(query.collection_id, 'pcol', 'collection_id'),
    categoryId: parseOptionalId(query.category_id, 'pcat', 'category_id'),
    filters: parseListingFilters(query),
    facets: parseBoolean(query.facets, 'facets'),
  }
}

/** Whether Medusa can page the list itself, or the worker must filter/sort a scan. */
export const needsScan = (query: ProductListQuery, locale: Locale) =>
  query.video || query.order === 'price' || query.order === '-price' || (locale === 'en' && (query.order === 'title' || query.order === '-title'))
