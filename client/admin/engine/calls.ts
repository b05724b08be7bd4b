import { sdk } from '../api/sdk'

export type Query = Record<string, unknown>
export type Page<T> = { rows: T[]; count: number }

/** The five calls of Medusa's admin convention: list/create on the collection, GET/POST/DELETE by id. */
export type Calls<T> = {
  list: (query: Query, signal?: AbortSignal) => Promise<Page<T>>
  retrieve: (id: string, query?: Query, signal?: AbortSignal) => Promise<T>
  create: (body: Record<string, unknown>) => Promise<T>
  update: (id: string, body: Record<string, unknown>) => Promise<T>
  remove: (id: string) => Promise<unknown>
}

/**
 * One HTTP request through the js-sdk's client (JSON, an accept header, nested query strings,
 * status ≥ 300 is an error). Lists pass their AbortSignal, so a stale search is cancelled.
 */
export const request = <R>(path: string, init: { method?: 'GET' | 'POST' | 'DELETE'; query?: Query; body?: unknown; signal?: AbortSignal } = {}) =>
  sdk.client.fetch<R>(path, { method: init.method ?? 'GET', query: init.query, body: init.body as Record<string, unknown> | undefined, signal: init.signal })

const encode = (id: string) => encodeURIComponent(id)

/** The five calls of a resource at `path` whose answers carry `listKey` / `itemKey`. */
export function restCalls<T>(path: string, listKey: string, itemKey: string): Calls<T> {
  type One = Record<string, T>
  return {
    list: async (query, signal) => {
      const answer = await request<Record<string, unknown> & { count?: number }>(path, { query, signal })
      const rows = (answer[listKey] as T[] | undefined) ?? []
      return { rows, count: typeof answer.count === 'number' ? answer.count : rows.length }
    },
    retrieve: async (id, query, signal) => {
      const item = (await request<One>(`${path}/${encode(id)}`, { query, signal }))[itemKey]
      // Medusa answers some deleted entities (a shipping profile) with 200 and nothing: to the screens that is a 404
      if (item === undefined || item === null) throw Object.assign(new Error(`no ${itemKey} ${id}`), { status: 404, statusText: 'Not Found' })
      return item
    },
    create: async (body) => (await request<One>(path, { method: 'POST', body }))[itemKey],
    update: async (id, body) => (await request<One>(`${path}/${encode(id)}`, { method: 'POST', body }))[itemKey],
    remove: (id) => request(`${path}/${encode(id)}`, { method: 'DELETE' }),
  }
}
