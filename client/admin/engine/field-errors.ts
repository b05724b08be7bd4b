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
