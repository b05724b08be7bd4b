import type { Query } from './calls'
import type { ColumnSpec, Entity, ResourceSpec } from './resource'
import type { ListState } from './url-state'

export const DEFAULT_PAGE_SIZE = 20

/** The columns a list shows: those the address names (known ones, in its order), else the resource's defaults. */
export function visibleColumns<T extends Entity>(resource: ResourceSpec<T>, state: ListState): ColumnSpec<T>[] {
  const byId = new Map(resource.list.columns.map((column) => [column.id, column]))
  const chosen = state.columns.map((id) => byId.get(id)).filter((column): column is ColumnSpec<T> => !!column)
  return chosen.length ? chosen : resource.list.columns.filter((column) => !column.hidden)
}

/** The order Medusa gets: the address's when a column sorts by it, else the resource's default. */
function sortOf<T extends Entity>(resource: ResourceSpec<T>, state: ListState): string | undefined {
  const key = state.sort.replace(/^-/, '')
  return key && resource.list.columns.some((column) => column.sort === key) ? state.sort : resource.list.defaultSort
}

/** Filter values the resource knows: fixed choices must be among its options, references are ids. */
export function filterQuery<T extends Entity>(resource: ResourceSpec<T>, state: ListState): Query {
  const query: Query = {}
  for (const filter of resource.list.filters ?? []) {
    let values = state.filters[filter.id] ?? []
    if (filter.options) values = values.filter((value) => filter.options!.some((option) => option.value === value))
    if (!values.length) continue
    Object.assign(query, filter.toQuery ? filter.toQuery(values) : { [filter.id]: values })
  }
  return query
}

/**
 * The Medusa query of one page of a list: only the fields the visible columns show (lists stay fast at
 * 10,000 products), the page, the order, the search and the filters.
 */
export function listQuery<T extends Entity>(resource: ResourceSpec<T>, state: ListState, page = state.page): Query {
  const pageSize = resource.list.pageSize ?? DEFAULT_PAGE_SIZE
  const fields = new Set([
    resource.key ?? 'id',
    ...(resource.list.fields ?? []),
    ...visibleColumns(resource, state).flatMap((column) => column.fields ?? [column.id]),
  ])
  const order = sortOf(resource, state)
  return {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    fields: [...fields].join(','),
    ...(order ? { order } : {}),
    ...(state.q && resource.list.search ? { q: state.q } : {}),
    ...resource.list.query,
    ...filterQuery(resource, state),
  }
}
