import { SORTABLE_ATTRIBUTES } from '../../../routes/search/search-document'
import { pathReader } from './document-paths'
import { SearchError } from './errors'
import { normalized } from './facets'

/** One criterion of Meilisearch's `sort` (`prices.eur:asc`). */
export type SortRule = { attribute: string; descending: boolean }

const invalid = (message: string) => new SearchError(message, 'invalid_search_sort')

/** Meilisearch's `sort` parameter: `attribute:asc|desc`, each attribute one of the index's sortable attributes. */
export function parseSort(value: unknown): SortRule[] | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) {
    throw invalid('Invalid value type at `.sort`: expected an array, but found something else.')
  }
  return value.map((entry: string) => {
    const match = /^(.+):(asc|desc)$/.exec(entry.trim())
    if (!match) throw invalid(`Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${entry}\`.`)
    const attribute = match[1]
    if (!(SORTABLE_ATTRIBUTES as readonly string[]).includes(attribute)) {
      throw invalid(`Attribute \`${attribute}\` is not sortable. Available sortable attributes are: \`${[...SORTABLE_ATTRIBUTES].sort().join(', ')}\`.`)
    }
    return { attribute, descending: match[2] === 'desc' }
  })
}

export type SortKey = number | string | null
type Key = SortKey

/** What a document sorts by at one attribute: its number, else its normalised text; an array by its first value. */
export function sortKeyReader(attribute: string): (doc: Record<string, unknown>) => Key {
  const read = pathReader(attribute)
  return (doc) => {
    const [value] = read(doc)
    if (typeof value === 'number') return Number.isFinite(value) ? value : null
    if (typeof value === 'string' || typeof value === 'boolean') return normalized(String(value))
    return null
  }
}

/**
 * Meilisearch's `sort` rule as a comparison of two documents, by their keys (`keys[i][slot]`: rule i's key of the
 * document in that slot): numbers before texts, either in the asked direction; a document without the attribute
 * after every one that has it, whatever the direction. 0: the next rule decides.
 */
export function compareSortKeys(rules: readonly SortRule[], keys: readonly (readonly Key[])[]) {
  return (a: number, b: number): number => {
    for (let i = 0; i < rules.length; i++) {
      const x = keys[i][a]
      const y = keys[i][b]
      if (x === y) continue
      if (x === null) return 1
      if (y === null) return -1
      if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1
      const order = x < y ? -1 : 1
      return rules[i].descending ? -order : order
    }
    return 0
  }
}

/**
 * The first `need` items in order, then the others as they came: a page of a large sorted listing needs its own
 * hits ordered, not the thousands behind it (those only count and are counted by facets).
 */
export function sortPrefix<T>(items: T[], compare: (a: T, b: T) => number, need: number): T[] {
  if (need <= 0) return items
  if (need >= items.length / 2) return items.sort(compare)
  const top: T[] = []
  const rest: T[] = []
  for (const item of items) {
    if (top.length === need && compare(item, top[need - 1]) >= 0) {
      rest.push(item)
      continue
    }
    let low = 0
    let high = top.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compare(top[middle], item) <= 0) low = middle + 1
      else high = middle
    }
    top.splice(low, 0, item)
    if (top.length > need) rest.push(top.pop()!)
  }
  return [...top, ...rest]
}
