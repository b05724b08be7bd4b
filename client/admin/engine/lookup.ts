import { useQuery } from '@tanstack/react-query'
import { request } from './calls'
import { LOOKUP_LIMIT } from './matching-choices'
import { queryKeys } from './query-keys'
import type { Choice, Reference } from './resource'

export type { Choice }

const toChoices = (reference: Reference, rows: Record<string, unknown>[]): Choice[] =>
  rows.map((row) => ({ value: String(row.id), label: String(row[reference.label] ?? row.id) }))

// choices of another call are kept apart by its path (a rule's categories and its products share the resource's name)
const keyOf = (reference: Reference, search: string) =>
  reference.choices ? [...queryKeys(reference.name).lookup(search), reference.path] : queryKeys(reference.name).lookup(search)

/** Choices of a reference matching what staff typed (Medusa's `q`), the first 50 when nothing is typed; none without a reference. */
export function useLookup(reference: Reference | undefined, search: string, enabled = true) {
  return useQuery({
    queryKey: reference ? keyOf(reference, search) : ['no-reference', search],
    enabled: enabled && !!reference,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      if (reference!.choices) return reference!.choices.search(search, signal)
      const answer = await request<Record<string, Record<string, unknown>[]>>(reference!.path, {
        query: { limit: LOOKUP_LIMIT, fields: `id,${reference!.label}`, ...(search ? { q: search } : {}) },
        signal,
      })
      return toChoices(reference!, answer[reference!.listKey] ?? [])
    },
  })
}

/** The labels of chosen ids (a filter or field shows names, not ids); none without a reference. */
export function useLabels(reference: Reference | undefined, ids: readonly string[]) {
  const sorted = [...ids].sort()
  return useQuery({
    queryKey: reference ? keyOf(reference, `ids:${sorted.join(',')}`) : ['no-reference', 'ids'],
    enabled: sorted.length > 0 && !!reference,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      if (reference!.choices) return reference!.choices.labels(sorted, signal)
      const answer = await request<Record<string, Record<string, unknown>[]>>(reference!.path, {
        query: { id: sorted, limit: sorted.length, fields: `id,${reference!.label}` },
        signal,
      })
      return toChoices(reference!, answer[reference!.listKey] ?? [])
    },
  })
}
