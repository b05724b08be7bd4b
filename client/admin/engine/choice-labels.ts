import type { Locale } from '../../../rules/languages'
import { nameIn } from '../../../rules/name-in-language'
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
