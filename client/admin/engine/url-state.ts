import { parse, stringify } from 'qs'

/**
 * Query strings are parsed with depth 5, at most 20 array items and 1000 parameters.
 * The same limits guard every list address, so a hand-edited or hostile URL cannot blow up the parser.
 */
const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const

/** What a list shows, kept in the address so it survives reload, back/forward and can be shared or saved as a view. */
export type ListState = {
  page: number
  q: string
  /** Medusa's order: `title` or `-created_at`; empty = the resource's default. */
  sort: string
  /** Filter id → selected values (always a list; one value for single-choice filters). */
  filters: Record<string, string[]>
  /** Visible column ids in display order; empty = the resource's defaults. */
  columns: string[]
}

export const EMPTY_LIST_STATE: ListState = { page: 1, q: '', sort: '', filters: {}, columns: [] }

const MAX_PAGE = 100_000
const MAX_TEXT = 200

const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, MAX_TEXT) : '')

/** A list of short strings from whatever qs produced (a string, an array, or an object with index keys past the limit). */
function strings(value: unknown): string[] {
  const items = typeof value === 'string' ? [value] : Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []
  return [...new Set(items.map(text).filter(Boolean))].slice(0, QUERY_LIMITS.arrayLimit)
}

/** The list state an address names; anything malformed falls back to the default rather than failing. */
export function parseListState(search: string): ListState {
  const raw = parse(search.replace(/^\?/, ''), { ...QUERY_LIMITS, ignoreQueryPrefix: true }) as Record<string, unknown>
  const page = Number(raw.page)
  const filters: Record<string, string[]> = {}
  if (raw.filter && typeof raw.filter === 'object' && !Array.isArray(raw.filter)) {
    for (const [key, value] of Object.entries(raw.filter as Record<string, unknown>)) {
      const values = strings(value)
      if (/^[a-z0-9_.]{1,60}$/i.test(key) && values.length) filters[key] = values
    }
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    q: text(raw.q),
    sort: /^-?[a-z0-9_.]{1,60}$/i.test(text(raw.sort)) ? text(raw.sort) : '',
    filters,
    columns: strings(raw.cols),
  }
}

/** The query string of a list state (without `?`); defaults are left out so plain lists keep plain addresses. */
export function stringifyListState(state: ListState): string {
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, values]) => values.length))
  return stringify(
    {
      q: state.q || undefined,
      filter: Object.keys(filters).length ? filters : undefined,
      sort: state.sort || undefined,
      cols: state.columns.length ? state.columns : undefined,
      page: state.page > 1 ? state.page : undefined,
    },
    { arrayFormat: 'brackets', encodeValuesOnly: true, skipNulls: true },
  )
}

/** A change of search, filter or sort starts again at page 1; paging keeps the rest. */
export function updateListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change }
  const resets = change.q !== undefined || change.filters !== undefined || change.sort !== undefined
  return resets && change.page === undefined ? { ...next, page: 1 } : next
}
