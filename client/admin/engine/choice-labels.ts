import type { Locale } from '../../../rules/languages'
import { nameIn } from '../../../rules/name-in-language'
import { matchingChoices } from './matching-choices'
import type { Choice, Reference } from './resource'

/** Each row as a choice: its label field, or for a name kept in both languages that name in the staff's language. */
export const toChoices = (reference: Reference, rows: Record<string, unknown>[], locale: Locale): Choice[] =>
  rows.map((row) => ({
    value: String(row.id),
    label:
      reference.namedInBothLanguages && typeof row.name === 'string'
        ? nameIn({ name: row.name, metadata: row.metadata as Record<string, unknown> | null }, locale)
        : String(row[reference.label] ?? row.id),
  }))

/** The fields a choice needs: its label, and the English name beside a name kept in both languages. */
export const choiceFields = (reference: Reference) => `id,${reference.label}${reference.namedInBothLanguages ? ',metadata' : ''}`

/**
 * Rows of a name kept in both languages that match what staff typed, as choices in the staff's language. Medusa's `q`
 * searches the German name alone, so "Shop" typed in the English back office found no "Ladengeschäft": here every word
 * typed may come from either name.
 */
export function namedChoicesMatching(reference: Reference, rows: Record<string, unknown>[], search: string, locale: Locale): Choice[] {
  const bothNames = rows.map((row) => {
    const named = { name: String(row.name ?? ''), metadata: row.metadata as Record<string, unknown> | null }
    return { id: String(row.id), label: `${nameIn(named, 'de')} ${nameIn(named, 'en')}` }
  })
  const matched = new Set(matchingChoices(bothNames, search).map((choice) => choice.value))
  return toChoices(reference, rows, locale).filter((choice) => matched.has(choice.value))
}
