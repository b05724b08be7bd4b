import { SORTABLE_ATTRIBUTES } from '../../../routes/search/search-document'
import { valuesAt } from './document-paths'
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

/** The value a document sorts by: its number, else its normalised text; an array sorts by its first value. */
function keyOf(doc: Record<string, unknown>, attribute: string): number | string | null {
  const [value] = valuesAt(doc, attribute)
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' || typeof value === 'boolean') return normalized(String(value))
  return null
}

/**
 * Meilisearch's `sort` rule as a comparison of two documents: numbers before texts, either in the asked direction;
 * a document without the attribute after every one that has it, whatever the direction. 0: the next rule decides.
 */
export function sortComparison(rules: readonly SortRule[]) {
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    for (const { attribute, descending } of rules) {
      const x = keyOf(a, attribute)
      const y = keyOf(b, attribute)
      if (x === y) continue
      if (x === null) return 1
      if (y === null) return -1
      if (typeof x !== typeof y) return typeof x === 'number' ? -1 : 1
      const order = x < y ? -1 : 1
      return descending ? -order : order
    }
    return 0
  }
}
