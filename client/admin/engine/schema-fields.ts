import type { ZodObject, ZodType } from 'zod'
import type { FieldKind, FieldSpec, Option } from './resource'

export type ResolvedField = FieldSpec & { kind: FieldKind; required: boolean; options?: Option[]; max?: number }

type Def = {
  type: string
  innerType?: ZodType
  in?: ZodType
  element?: ZodType
  entries?: Record<string, string>
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[]
}
const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** The schema of one field, with optional/nullable/default wrappers taken off (and whether it is optional). */
function unwrap(schema: ZodType): { inner: ZodType; optional: boolean } {
  let inner = schema
  let optional = false
  for (;;) {
    const def = defOf(inner)
    if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) {
      optional ||= def.type !== 'default'
      inner = def.innerType
    } else if (def.type === 'pipe' && def.in) inner = def.in
    else return { inner, optional }
  }
}

/** The schema at a path such as `metadata.title_en` (nested objects). */
function schemaAt(schema: ZodObject, path: string): ZodType | undefined {
  let current: ZodType | undefined = schema
  for (const part of path.split('.')) {
    if (!current) return undefined
    const { inner } = unwrap(current)
    const shape = (inner as ZodObject).shape as Record<string, ZodType> | undefined
    current = shape?.[part]
  }
  return current
}

const checkOf = (def: Def, name: string) => def.checks?.map((check) => check._zod.def).find((check) => check.check === name)

/**
 * Schema → fields: what a form shows follows from the one zod schema that validates it. A field's kind
 * comes from its type (string → text, number → number, boolean → switch, enum → select, array of strings →
 * references, checks when the field has options, or strings) unless the field names one; a field is required when the schema does not allow it
 * to be missing or empty.
 */
export function resolveFields(schema: ZodObject, fields: readonly FieldSpec<any>[]): ResolvedField[] {
  return fields.map((field) => {
    const own = schemaAt(schema, field.name)
    if (!own) throw new Error(`form field ${field.name} is not in the schema`)
    const { inner, optional } = unwrap(own)
    const def = defOf(inner)
    const minLength = checkOf(def, 'min_length')?.minimum
    const maxLength = checkOf(def, 'max_length')?.maximum
    let kind: FieldKind = field.kind ?? 'text'
    const options = field.options
    if (!field.kind) {
      if (def.type === 'number') kind = 'number'
      else if (def.type === 'boolean') kind = 'switch'
      else if (def.type === 'enum') kind = 'select'
      else if (def.type === 'date') kind = 'date'
      else if (def.type === 'array') kind = field.lines ? 'lines' : field.reference ? 'references' : options ? 'checks' : 'strings'
      else if (field.reference) kind = 'reference'
      else if (def.type === 'string' && (maxLength ?? 0) > 500) kind = 'textarea'
    }
    if (kind === 'select' && !options && !field.choices && def.entries) {
      throw new Error(`select field ${field.name} needs labelled options`)
    }
    const required = !optional && ((def.type === 'string' && (minLength ?? 0) > 0) || ['number', 'enum', 'date'].includes(def.type))
    return { ...field, kind, options, required, ...(maxLength ? { max: maxLength } : {}) }
  })
}

/** The inputs of one line of a `lines` field, resolved against the schema of the array's element. */
export function lineFields(schema: ZodObject, field: ResolvedField): ResolvedField[] {
  const own = schemaAt(schema, field.name)
  const element = own ? defOf(unwrap(own).inner).element : undefined
  if (!element || !field.lines) throw new Error(`lines field ${field.name} needs an array of objects and its line fields`)
  return resolveFields(unwrap(element).inner as ZodObject, field.lines.fields)
}

/** The enum values a select field's options must cover. */
export function enumValues(schema: ZodObject, path: string): string[] {
  const own = schemaAt(schema, path)
  const def = own ? defOf(unwrap(own).inner) : undefined
  return def?.entries ? Object.values(def.entries) : []
}
