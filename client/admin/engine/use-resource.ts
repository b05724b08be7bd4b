import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { describeError } from '../api/errors'
import { type MessageKey, useT } from '../i18n'
import { useNotify } from '../notifications/notifications'
import { type Calls, type Query, restCalls } from './calls'
import { listQuery } from './list-query'
import { queryKeys } from './query-keys'
import type { Entity, QueryName, ResourceSpec } from './resource'
import { EMPTY_LIST_STATE, type ListState } from './url-state'

/**
 * The calls of a resource: the five-call convention at its path, with the description's own where they differ; an
 * entity named by another `key` (a currency's code) gets it as its `id`.
 */
export function callsOf<T extends Entity>(resource: ResourceSpec<T>): Calls<T> {
  const calls = { ...restCalls<T>(resource.path, resource.listKey, resource.itemKey), ...resource.calls }
  return resource.key ? keyedCalls(calls, resource.key) : calls
}

function keyedCalls<T extends Entity>(calls: Calls<T>, key: string): Calls<T> {
  const withId = (entity: T): T => ({ ...entity, id: String((entity as Record<string, unknown>)[key]) })
  return {
    ...calls,
    list: async (query, signal) => {
      const page = await calls.list(query, signal)
      return { ...page, rows: page.rows.map(withId) }
    },
    retrieve: async (id, query, signal) => withId(await calls.retrieve(id, query, signal)),
    create: async (body) => withId(await calls.create(body)),
    update: async (id, body) => withId(await calls.update(id, body)),
  }
}

/**
 * One page of a list. The previous page stays on screen while the next loads, and a request whose key went
 * stale (a newer search) is aborted through its signal.
 */
export function useResourceList<T extends Entity>(resource: ResourceSpec<T>, state: ListState) {
  const calls = useMemo(() => callsOf(resource), [resource])
  const query = listQuery(resource, state)
  return useQuery({
    queryKey: queryKeys(resource.name).list(query, resource.list.scope),
    queryFn: ({ signal }) => calls.list(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: resource.list.refetchInterval,
  })
}

/**
 * A list's first page fetched ahead, under the key its screen will ask for: a click on the link finds the
 * request already running (or its answer cached). Lists drawn by a screen of their own are left alone.
 */
export function prefetchList<T extends Entity>(client: QueryClient, resource: ResourceSpec<T>, state: ListState = EMPTY_LIST_STATE) {
  if (resource.screens?.list) return Promise.resolve()
  const calls = callsOf(resource)
  const query = listQuery(resource, state)
  return client.prefetchQuery({ queryKey: queryKeys(resource.name).list(query, resource.list.scope), queryFn: ({ signal }) => calls.list(query, signal) })
}

export function useResourceItem<T extends Entity>(resource: ResourceSpec<T>, id: string) {
  const calls = useMemo(() => callsOf(resource), [resource])
  const query: Query | undefined = resource.detail?.fields ? { fields: resource.detail.fields } : undefined
  return useQuery({
    queryKey: queryKeys(resource.name).detail(id, query),
    queryFn: ({ signal }) => calls.retrieve(id, query, signal),
  })
}

/** Entities a change deleted: their details are left out of the refresh. */
export type Gone = { name: QueryName; ids: readonly string[] }

const isGone = (key: readonly unknown[], gone?: Gone) => !!gone && key[0] === gone.name && key[1] === 'detail' && gone.ids.includes(String(key[2]))

/** Refreshes a resource and the others a change touched (their lists, details and lookups), but not what it deleted. */
export function useInvalidate() {
  const client = useQueryClient()
  return (names: readonly QueryName[], gone?: Gone) =>
    Promise.all(
      [...new Set(names)].map((name) => client.invalidateQueries({ queryKey: queryKeys(name).all, predicate: (query) => !isGone(query.queryKey, gone) })),
    )
}

type ChangeOptions<A, R> = {
  run: (input: A) => Promise<R>
  /** Resources to refresh afterwards (the changed one first). */
  invalidates: readonly QueryName[]
  /** The notification when it worked; none when omitted. */
  done?: (result: R, input: A) => { key: MessageKey; params?: Record<string, string | number> } | null
  /** A failure is shown by the caller (a form puts it under its field). */
  quiet?: boolean
  /** What the change deleted (not asked for again). */
  gone?: (input: A) => Gone | undefined
}

/**
 * Every change of the back office goes through here: the call, then invalidation of what it touched, then a
 * notification (a failure names status, status text and message; the loading bar turns red).
 */
export function useChange<A, R>({ run, invalidates, done, quiet, gone }: ChangeOptions<A, R>) {
  const t = useT()
  const notify = useNotify()
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, input) => {
      await invalidate(invalidates, gone?.(input))
      const message = done?.(result, input)
      if (message) notify({ title: t(message.key, message.params), tone: 'success' })
    },
    onError: (error) => {
      if (!quiet) notify({ title: t('engine.failed'), description: describeError(t, error), tone: 'error' })
    },
  })
}
