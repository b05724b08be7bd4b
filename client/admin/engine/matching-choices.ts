export type Choice = { value: string; label: string }

/** How many choices a lookup offers at once. */
export const LOOKUP_LIMIT = 50

/** The choices of a reference with `all` whose label holds every word typed (any case), the first 50. */
export function matchingChoices(all: { id: string; label: string }[], search: string): Choice[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean)
  return all.filter((row) => words.every((word) => row.label.toLowerCase().includes(word))).slice(0, LOOKUP_LIMIT).map((row) => ({ value: row.id, label: row.label }))
}
