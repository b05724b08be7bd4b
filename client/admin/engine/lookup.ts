import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Locale } from '../../../rules/languages'
import { useLocale } from '../i18n'
import { request } from './calls'
import { choiceFields, namedChoicesMatching, toChoices } from './choice-labels'
import { LOOKUP_LIMIT } from './matching-choices'
import { queryKeys } from './query-keys'
import type { Choice, Reference } from './resource'

export type { Choice }

/** How many things named in both languages a lookup reads to match them itself: far more than the shop keeps. */
const NAMED_LIMIT = 1000

// choices of another call are kept apart by its path (a rule's categories and its products share the resource's name);
// labels in the staff's language by the locale
const keyOf = (reference: Reference, search: string, locale: Locale) => [
  ...queryKeys(reference.name).lookup(search),
  ...(reference.choices ? [reference.path] : []),
  ...(reference.choices || reference.namedInBothLanguages ? [locale] : []),
]

/** Choices of a reference matching what staff typed (Medusa's `q`), the first 50 when nothing is typed; none without a reference. */
export function useLookup(reference: Reference | undefined, search: string, enabled = true) {
  const locale = useLocale()
  return useQuery({
    queryKey: reference ? keyOf(reference, search, locale) : ['no-reference', search],
    enabled: enabled && !!reference,
    staleTime: 30_000,
    // the choices shown stay until those of the next text arrive (no "Loading" between keystrokes; the combobox lets
    // none of them be chosen meanwhile), so a choice still listed keeps its element and a click on it is not lost
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      if (reference!.choices) return reference!.choices.search(search, signal, locale)
      // a name kept in both languages is matched here, in either language (Medusa's `q` knows the German one only):
      // the shop has a few such things (locations, profiles, channels), all of them asked for
      const named = reference!.namedInBothLanguages
      const answer = await request<Record<string, Record<string, unknown>[]>>(reference!.path, {
        query: { limit: named ? NAMED_LIMIT : LOOKUP_LIMIT, fields: choiceFields(reference!), ...(search && !named ? { q: search } : {}) },
        signal,
      })
      const rows = answer[reference!.listKey] ?? []
      return named && search ? namedChoicesMatching(reference!, rows, search, locale) : toChoices(reference!, rows, locale).slice(0, LOOKUP_LIMIT)
    },
  })
}

/** The labels of chosen ids (a filter or field shows names, not ids); none without a reference. */
export function useLabels(reference: Reference | undefined, ids: readonly string[]) {
  const sorted = [...ids].sort()
  const locale = useLocale()
  return useQuery({
    queryKey: reference ? keyOf(reference, `ids:${sorted.join(',')}`, locale) : ['no-reference', 'ids'],
    enabled: sorted.length > 0 && !!reference,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      if (reference!.choices) return reference!.choices.labels(sorted, signal, locale)
      const answer = await request<Record<string, Record<string, unknown>[]>>(reference!.path, {
        query: { id: sorted, limit: sorted.length, fields: choiceFields(reference!) },
        signal,
      })
      return toChoices(reference!, answer[reference!.listKey] ?? [], locale)
    },
  })
}
