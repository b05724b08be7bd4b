import { isMaterial, MATERIALS, type Material } from '../../rules/materials'
import { isMetalColour, METAL_COLOURS, type MetalColour } from '../../rules/metal-colours'
import { isStone, STONES, type Stone } from '../../rules/stones'

/**
 * The filters of a listing (category, collection, store and search pages) and their one form in the URL:
 * `?material=gold750,platinum&colour=white&stone=diamond&size=52,54&price=100-2000&stock=1`. Values are the shared
 * rules' keys (rules/materials.ts, rules/metal-colours.ts, rules/stones.ts), the same in both languages; a list is
 * written sorted, each value once, unknown values dropped, so every combination has exactly one URL, which the
 * edge cache keys by (worker/cache/html-cacheable.ts reads `filterParam`). AND across filters, OR within one.
 */
export type PriceRange = { min?: number; max?: number }

export type ListingFilters = {
  material: Material[]
  colour: MetalColour[]
  stone: Stone[]
  /** Ring sizes as the ring-size option writes them ('54', '52.5'). */
  size: string[]
  /** In the page's currency, major units, both ends included. */
  price: PriceRange | null
  /** Only pieces that can be bought now. */
  stock: boolean
}

import { FILTER_PARAMS, LIST_FILTERS } from './filter-params'

/** The filters that are lists of values (LIST_FILTERS, in the order the URL and the panel show them), then price and stock. */
export { FILTER_PARAMS, LIST_FILTERS }
export type ListFilter = (typeof LIST_FILTERS)[number]
type FilterParam = (typeof FILTER_PARAMS)[number]

export const NO_FILTERS: ListingFilters = { material: [], colour: [], stone: [], size: [], price: null, stock: false }

/** The values each list filter can take: the rules' lists; ring sizes are whatever the rings have, two or three digits. */
export const FILTER_VALUES: Record<Exclude<ListFilter, 'size'>, readonly string[]> = { material: MATERIALS, colour: METAL_COLOURS, stone: STONES }

const MAX_SIZES = 30
const MAX_PRICE = 10_000_000
const SIZE = /^[1-9]\d{1,2}(\.\d)?$/

const isSize = (value: string) => SIZE.test(value)
const sizeOrder = (a: string, b: string) => Number(a) - Number(b)
const ruleOrder = (values: readonly string[]) => (a: string, b: string) => values.indexOf(a) - values.indexOf(b)

/** The known values of a list in its one order: the rule's order, sizes by number. */
function listOf<T extends string>(raw: string, known: (value: string) => value is T, order: (a: string, b: string) => number, max: number): T[] {
  const values = [...new Set(raw.split(',').map((value) => value.trim()))].filter(known)
  return values.sort(order).slice(0, max)
}

const readers = {
  material: (raw: string) => listOf(raw, isMaterial, ruleOrder(MATERIALS), MATERIALS.length),
  colour: (raw: string) => listOf(raw, isMetalColour, ruleOrder(METAL_COLOURS), METAL_COLOURS.length),
  stone: (raw: string) => listOf(raw, isStone, ruleOrder(STONES), STONES.length),
  size: (raw: string) => listOf(raw, (value): value is string => isSize(value), sizeOrder, MAX_SIZES),
}

const wholeAmount = (text: string): number | undefined => {
  if (!/^\d{1,8}$/.test(text)) return undefined
  const amount = Number(text)
  return amount <= MAX_PRICE ? amount : undefined
}

/** `100-2000`, `-2000` (up to), `100-` (from); ends swapped when written the wrong way round; null when it limits nothing. */
function priceOf(raw: string): PriceRange | null {
  const match = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(raw)
  if (!match) return null
  let min = wholeAmount(match[1])
  let max = wholeAmount(match[2])
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  if (min === 0) min = undefined
  if (min === undefined && max === undefined) return null
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
}

const priceText = ({ min, max }: PriceRange) => `${min ?? ''}-${max ?? ''}`

/** The filters a URL names; anything unknown or malformed is left out rather than failing (an old or edited link). */
export function filtersOf(search: URLSearchParams): ListingFilters {
  const list = <N extends ListFilter>(name: N) => {
    const raw = search.get(name)
    return (raw === null ? [] : readers[name](raw)) as ListingFilters[N]
  }
  const price = search.get('price')
  return {
    material: list('material'),
    colour: list('colour'),
    stone: list('stone'),
    size: list('size'),
    price: price === null ? null : priceOf(price),
    stock: search.get('stock') === '1',
  }
}

/** The query entries of the filters in their one order and form; filters that are not set are left out. */
export function filterEntries(filters: ListingFilters): [FilterParam, string][] {
  const entries: [FilterParam, string][] = []
  for (const name of LIST_FILTERS) if (filters[name].length) entries.push([name, filters[name].join(',')])
  if (filters.price) entries.push(['price', priceText(filters.price)])
  if (filters.stock) entries.push(['stock', '1'])
  return entries
}

/** One query parameter's normalised value (the edge cache's key reads it), or null when it names no filter. */
export function filterParam(name: FilterParam, raw: string): string | null {
  const [entry] = filterEntries(filtersOf(new URLSearchParams([[name, raw]])))
  return entry ? entry[1] : null
}

export const isFiltered = (filters: ListingFilters) => filterEntries(filters).length > 0

/** How many filters are set (a price range counts once): the number on the filter button. */
export const filterCount = (filters: ListingFilters) =>
  LIST_FILTERS.reduce((sum, name) => sum + filters[name].length, 0) + (filters.price ? 1 : 0) + (filters.stock ? 1 : 0)

/** The filters with `value` added to its list, or taken out when it is there. */
export function toggled(filters: ListingFilters, name: ListFilter, value: string): ListingFilters {
  const current = filters[name] as string[]
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value]
  return filtersOf(new URLSearchParams([...filterEntries({ ...filters, [name]: [] }), [name, next.join(',')]]))
}

/** The filters with another price range (null: none). */
export const withPrice = (filters: ListingFilters, price: PriceRange | null): ListingFilters => ({
  ...filters,
  price: price ? priceOf(priceText(price)) : null,
})

/** A query string (without `?`) of the filters, commas written as they are: shorter and readable in a shared link. */
export const filterQuery = (filters: ListingFilters) =>
  filterEntries(filters)
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&')
