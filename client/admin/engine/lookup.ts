import { useQuery } from '@tanstack/react-query'
import { request } from './calls'
import { queryKeys } from './query-keys'
import type { Reference } from './resource'
import { LOOKUP_LIMIT, matchingChoices, type Choice } from './matching-choices'

export type { Choice }

const toChoices = (reference: Reference, rows: Record<string, unknown>[]): Choice[] =>
  rows.map((row) => ({ value: String(row.id), label: String(row[reference.label] ?? row.id) }))

/** Choices of a reference matching what staff typed (Medusa's `q`), the first 50 when nothing is typed. */
export function useLookup(reference: Reference, search: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys(reference.name).lookup(search),
    enabled,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      if (reference.all) return matchingChoices(await reference.all(), search)
      const answer = await request<Record<string, Record<string, unknown>[]>>(reference.path, {
        query: { limit: LOOKUP_LIMIT, fields: `id,${reference.label}`, ...(search ? { q: search } : {}) },
        signal,
      })
      return toChoices(reference, answer[reference.listKey] ?? [])
    },
  })
}

/** The labels of chosen ids (a filter or field shows names, not ids). */
export function useLabels(reference: Reference, ids: readonly string[]) {
  const sorted = [...ids].sort()
  return useQuery({
    queryKey: queryKeys(reference.name).lookup(`ids:${sorted.join(',')}`),
    enabled: sorted.length > 0,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      if (reference.all) return (await reference.all()).filter((row) => sorted.includes(row.id)).map((row) => ({ value: row.id, label: row.label }))
      const answer = await request<Record<string, Record<string, unknown>[]>>(reference.path, {
        query: { id: sorted, limit: sorted.length, fields: `id,${reference.label}` },
        signal,
      })
      return toChoices(reference, answer[reference.listKey] ?? [])
    },
  })
}
