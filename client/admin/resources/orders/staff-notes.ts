import type { StaffNote } from '../../../../rules/staff-notes'
import { request } from '../../engine/calls'

// the notes' shape and rules are the back end's, which writes them
export { MAX_NOTE, notesOf, type StaffNote } from '../../../../rules/staff-notes'

/**
 * POST /admin/orders/{id}/notes `{ text }` (the shop's route): the back end adds the note under a lock per order,
 * with the signed-in member of staff as author, so two notes added at once are both kept. Answers all the notes.
 */
export const addStaffNote = (orderId: string, text: string) =>
  request<{ notes: StaffNote[] }>(`/admin/orders/${encodeURIComponent(orderId)}/notes`, { method: 'POST', body: { text } })
