/**
 * A name the shop keeps in both languages (rules/name-in-language.ts) as zod schemas: the German name 1 to
 * NAME_MAX_LENGTH characters, the English one (`metadata.name_en`) at most as long, empty keeping the German one. The
 * back office's forms validate with them, and the shop's own Medusa route that renames a fulfilment set parses its body
 * with `bothNamesSchema`, so both sides hold the same limits.
 */
import { z } from 'zod'
import { NAME_MAX_LENGTH } from './name-in-language'

/** The German name (Medusa's own `name`); also an English name where the form requires one (shipping options). */
export const nameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH)

/** `metadata` as the forms edit it: the English name alone. */
export const englishNameSchema = z.object({ name_en: z.string().trim().max(NAME_MAX_LENGTH) })

/**
 * A thing's whole `metadata` as Medusa's routes take it, the English name among its keys (a service zone's, which the
 * back end lets through Medusa's route): the name's limit, every other key as it is.
 */
export const metadataWithEnglishNameSchema = z.looseObject({ name_en: englishNameSchema.shape.name_en.optional() })

/** Both names, as POST /admin/fulfillment-sets/:id takes them: no other metadata key. */
export const bothNamesSchema = z.object({ name: nameSchema, metadata: englishNameSchema.strict() })
