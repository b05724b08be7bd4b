/**
 * Staff notes on an order. Medusa 2.21 has no note API for orders (an order change carries an internal note,
 * nothing else does), so they live in the order's metadata under this key, each with its author and time. The
 * back office shows them; `POST /admin/orders/:id/notes` (src/api/admin/orders/[id]/notes) is the only writer.
 */
const NOTES_KEY = 'staff_notes'
export const MAX_NOTE = 2000

export type StaffNote = { id: string; text: string; author: string; at: string }

type Metadata = Record<string, unknown> | null | undefined

const isNote = (value: unknown): value is StaffNote =>
  !!value && typeof value === 'object' && ['id', 'text', 'author', 'at'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string')

/** The order's notes, oldest first; anything else found under the key is ignored. */
export function notesOf(order: { metadata?: Metadata }): StaffNote[] {
  const stored = order.metadata?.[NOTES_KEY]
  return Array.isArray(stored) ? stored.filter(isNote) : []
}

/** The metadata with one note more, after the others; the order's other keys stay as they are. */
export function metadataWithNote(metadata: Metadata, note: StaffNote): Record<string, unknown> {
  return { ...(metadata ?? {}), [NOTES_KEY]: [...notesOf({ metadata }), note] }
}

/** Why a note's text is refused, or null: it must have a character besides spaces and at most MAX_NOTE of them. */
export function noteProblem(text: unknown): 'empty' | 'too-long' | null {
  if (typeof text !== 'string' || !text.trim()) return 'empty'
  return text.trim().length > MAX_NOTE ? 'too-long' : null
}
