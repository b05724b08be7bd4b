/**
 * The form field a 400's message is about, so the message shows under that field. Medusa names fields in
 * several ways: zod's "Invalid request: Field 'title' is required", "Expected type … for field 'handle'",
 * or a sentence such as "Product with handle: ring, already exists." The names tried are the form's own
 * (`metadata.title_en` also answers to `title_en`); the earliest mention wins.
 */
export function fieldOfMessage<N extends string>(message: string, fieldNames: readonly N[]): N | null {
  let best: { name: N; at: number } | null = null
  for (const name of fieldNames) {
    const leaf = name.split('.').pop()!
    for (const candidate of new Set([name, leaf])) {
      const escaped = candidate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const match = new RegExp(`(^|[^\\w.])${escaped}(?![\\w])`, 'i').exec(message)
      if (match && (!best || match.index < best.at)) best = { name, at: match.index }
    }
  }
  return best?.name ?? null
}

/**
 * A problem a form's own submit found with one of its fields (the current password is wrong), thrown from `onSubmit`:
 * the form shows `message` (already in the admin's language) under that field.
 */
export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'FieldProblem'
  }
}

export type ErrorAt = { path: string; message: string }

/** Every message in react-hook-form's nested errors, with its path (`variants.2.prices.chf`). */
export function errorsOf(errors: unknown, prefix = ''): ErrorAt[] {
  if (!errors || typeof errors !== 'object') return []
  const node = errors as Record<string, unknown>
  const own = typeof node.message === 'string' && node.message && prefix ? [{ path: prefix, message: node.message }] : []
  const nested = Object.entries(node)
    .filter(([key]) => !['ref', 'types', 'message', 'type', 'root'].includes(key))
    .flatMap(([key, child]) => errorsOf(child, prefix ? `${prefix}.${key}` : key))
  return [...own, ...nested]
}

/**
 * The messages a form shows nowhere else: errors at paths no shown input stands for (a field hidden by `when`, a
 * value the form keeps without an input). A form that refuses to save says these above its buttons, so it never
 * refuses without saying what and where.
 */
export function unshownErrors(errors: unknown, shown: readonly string[]): ErrorAt[] {
  return errorsOf(errors).filter(({ path }) => !shown.some((name) => path === name || path.startsWith(`${name}.`)))
}
