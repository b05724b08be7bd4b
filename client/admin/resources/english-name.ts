import type { Locale } from '../../../rules/languages'
import { nameIn } from '../../../rules/name-in-language'
import type { ColumnSpec, FieldSpec } from '../engine/resource'

type Named = { name: string; metadata?: Record<string, unknown> | null }

/**
 * The English name of a thing the shop names in both languages (`metadata.name_en`, rules/name-in-language.ts): a
 * shipping profile, a sales channel, a stock location, a service zone, a fulfilment set; its limits are
 * rules/name-in-language-schema.ts's. Empty keeps the German name in English.
 */
export const ENGLISH_NAME_FIELD = { name: 'metadata.name_en', label: 'fields.nameEn', hint: 'fields.nameEnHint' } as const satisfies FieldSpec

export const englishNameValues = (named?: Named) => ({ name_en: typeof named?.metadata?.name_en === 'string' ? named.metadata.name_en : '' })

/**
 * The metadata to save: every other key handed back as stored (some of Medusa's modules replace metadata as a whole),
 * and an emptied English name as "" (others merge it key by key and delete a key only when it is given as ""; an
 * empty name reads as none either way).
 */
export function metadataWithEnglishName(stored: Record<string, unknown> | null | undefined, nameEn: string) {
  const { name_en: _old, ...rest } = stored ?? {}
  return { ...rest, name_en: nameEn }
}

/** The list's name column: sorted by the German name, shown in the staff's language. */
export const nameColumn = <T extends Named>(): ColumnSpec<T> => ({
  id: 'name',
  label: 'fields.name',
  sort: 'name',
  fields: ['name', 'metadata'],
  value: (row) => row.name,
  cell: (row, { locale }) => nameIn(row, locale),
})

/** Several names in the staff's language, as a list's cell shows them: "Online shop, Shop". */
export const namesIn = (named: (Named | null | undefined)[] | null | undefined, locale: Locale) =>
  (named ?? []).flatMap((one) => (one ? [nameIn(one, locale)] : [])).join(', ')
