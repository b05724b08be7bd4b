import type { Locale } from '../../../rules/languages'
import type { Choice, Reference } from './resource'

/** How many choices a lookup offers at once. */
export const LOOKUP_LIMIT = 50

type Row = { id: string; label: string }

/** The rows whose label holds every word typed (any case), the first 50. */
export function matchingChoices(all: Row[], search: string): Choice[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  return all
    .filter((row) => words.every((word) => row.label.toLowerCase().includes(word)))
    .slice(0, LOOKUP_LIMIT)
    .map((row) => ({ value: row.id, label: row.label }))
}

/**
 * A reference's `choices` from every row at once, for entities Medusa lists only inside others (service zones live in
 * the stock locations' fulfillment sets): searched and labelled here instead of at the reference's path.
 */
export const choicesOfAll = (all: (locale: Locale) => Promise<Row[]>): NonNullable<Reference['choices']> => ({
  search: async (search, _signal, locale) => matchingChoices(await all(locale), search),
  labels: async (values, _signal, locale) => (await all(locale)).filter((row) => values.includes(row.id)).map((row) => ({ value: row.id, label: row.label })),
})
