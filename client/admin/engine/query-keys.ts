import type { QueryName } from './resource'

/**
 * One key factory per resource: every key starts with the resource's name, so invalidating the name after a
 * mutation refreshes its lists, details and every lookup of it (filters, comboboxes) at once.
 */
export function queryKeys(name: QueryName) {
  return {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    /** One page; `scope` keeps lists at another path under the same name apart (a customer's addresses). */
    list: (query: object, scope?: string) => (scope ? ([name, 'list', scope, query] as const) : ([name, 'list', query] as const)),
    details: () => [name, 'detail'] as const,
    detail: (id: string, query?: object) => (query ? ([name, 'detail', id, query] as const) : ([name, 'detail', id] as const)),
    lookup: (search: string) => [name, 'lookup', search] as const,
    /** Anything else about one entity (its levels, its variants' prices). */
    part: (id: string, part: string, query?: object) => [name, 'detail', id, part, query ?? {}] as const,
  }
}
