import { z } from 'zod'
import type { FieldSpec } from '../../engine/resource'

/** Handles as the storefront routes them: lower-case words joined by hyphens (empty: Medusa derives one). */
export const handleSchema = z.union([z.literal(''), z.string().trim().max(200).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)])

/** The English texts the storefront reads from metadata (ARCHITECTURE.md, "Data conventions in Medusa"). */
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
