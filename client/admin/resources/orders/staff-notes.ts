import type { AdminOrder } from '@medusajs/types'

/**
 * Staff notes on an order. Medusa 2.21 has no note API for orders (an order change carries an internal note,
 * nothing else does), so they live in the order's metadata under this key, each with its author and time.
 */
export const NOTES_KEY = 'staff_notes'
export const MAX_NOTE = 2000

export type StaffNote = { id: string; text: string; author: string; at: string }

const isNote = (value: unknown): value is StaffNote =>
  !!value && typeof value === 'object' && ['id', 'text', 'author', 'at'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string')

/** The order's notes, oldest first; anything else found under the key is ignored. */
export function notesOf(order: Pick<AdminOrder, 'metadata'>): StaffNote[] {
  const stored = order.metadata?.[NOTES_KEY]
  return Array.isArray(stored) ? stored.filter(isNote) : []
}

/**
 * The update body that adds a note: the whole metadata, as Medusa replaces it on update (the order's other
 * keys are sent back unchanged).
 */
export function metadataWithNote(order: Pick<AdminOrder, 'metadata'>, note: StaffNote) {
  return { metadata: { ...(order.metadata ?? {}), [NOTES_KEY]: [...notesOf(order), note] } }
}
