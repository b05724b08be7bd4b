import type { MedusaResponse } from '@medusajs/framework/http'
import type { z } from '@medusajs/framework/zod'

/** `{ field: message }` of a failed parse: the first problem of each field. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body')
    errors[field] ??= issue.message
  }
  return errors
}

/** Parses a body or query, or answers 400 `{ message, errors }` and returns null. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, res: MedusaResponse): z.infer<S> | null {
  const parsed = schema.safeParse(body ?? {})
  if (parsed.success) return parsed.data
  const errors = fieldErrors(parsed.error)
  const list = Object.entries(errors)
    .map(([field, message]) => `${field}: ${message}`)
    .join('; ')
  res.status(400).json({ message: `Invalid input (${list})`, errors })
  return null
}
