import { z } from 'zod'
import { slugOf } from '../../../../rules/slug'
import type { FieldSpec } from '../../engine/resource'

/**
 * A handle as staff type it: empty (the back end makes one from the title by the shop's slug rule), or any text with
 * a letter or digit, written by that rule when saved (`handleToSave`). The stored handle is kept as it is, so one an
 * older rule made ("solitärring-aurora") does not stop a form that leaves it alone.
 */
export const handleSchema = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(200)
    .refine((typed) => slugOf(typed) !== '', { params: { message: 'products.handleEmpty' } }),
])

/** The handle a form saves: the stored one when unchanged, else the slug of what was typed ("" for none). */
export const handleToSave = (typed: string, stored?: string | null) => {
  const trimmed = typed.trim()
  return !trimmed ? '' : trimmed === stored ? stored : slugOf(trimmed)
}

/** A form's English texts with the English handle as saved (`handleToSave`). */
export const englishToSave = <M extends { handle_en: string }>(metadata: M, stored: Record<string, unknown> | null | undefined): M => ({
  ...metadata,
  handle_en: handleToSave(metadata.handle_en, typeof stored?.handle_en === 'string' ? stored.handle_en : null),
})

/** The English texts the storefront reads from metadata (docs/data-conventions.md). */
export const englishSchema = (name: 'title_en' | 'name_en') =>
  z.object({ [name]: z.string().trim().max(200), handle_en: handleSchema, description_en: z.string().max(10_000) } as Record<string, z.ZodType>)

/** The fields of `englishSchema`, under `metadata.` of any form that holds it. */
export const englishFields = (name: 'title_en' | 'name_en') =>
  [
    { name: `metadata.${name}`, label: name === 'title_en' ? 'fields.titleEn' : 'fields.nameEn' },
    { name: 'metadata.handle_en', label: 'fields.handleEn', hint: 'products.handleHint' },
    { name: 'metadata.description_en', label: 'fields.descriptionEn', kind: 'textarea' },
  ] as const satisfies readonly FieldSpec[]

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The English values of an entity's metadata for a form. */
export const englishValues = (metadata: Record<string, unknown> | null | undefined, name: 'title_en' | 'name_en') => ({
  [name]: text(metadata?.[name]),
  handle_en: text(metadata?.handle_en),
  description_en: text(metadata?.description_en),
})

export const metadataText = (entity: { metadata?: Record<string, unknown> | null }, key: string) => text(entity.metadata?.[key])
