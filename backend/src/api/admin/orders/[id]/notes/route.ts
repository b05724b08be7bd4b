import { randomUUID } from 'node:crypto'
import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError, Modules } from '@medusajs/framework/utils'
import { MAX_NOTE, metadataWithNote, noteProblem, notesOf } from '../../../../../rules/staff-notes'
import { visitorLocale } from '../../../../visitor-locale'

const REFUSED = {
  de: { empty: 'Die Notiz ist leer.', 'too-long': `Eine Notiz hat höchstens ${MAX_NOTE} Zeichen.` },
  en: { empty: 'The note is empty.', 'too-long': `A note has at most ${MAX_NOTE} characters.` },
}

/** Notes of one order are written one at a time, across Medusa servers (the locking module: Redis in production). */
const WAIT_SECONDS = 10

/**
 * POST /admin/orders/:id/notes `{ text }` → `{ notes }`: adds a staff note to the order (author: the signed-in
 * member of staff; time: now) and answers all its notes. Notes live in the order's metadata, which Medusa
 * replaces as a whole on update; the read and the write happen under a lock per order, so two notes added at
 * the same moment are both kept (the back office sent the whole metadata it had read before, and the later
 * save dropped the other note). The order's other metadata keys are written back as read under the lock.
 * A cancelled order takes notes too (Medusa's order update refuses cancelled orders), and a note is no order
 * change of Medusa's: it appears in the timeline once, as the note.
 */
export const POST = async (req: AuthenticatedMedusaRequest<{ text?: unknown }>, res: MedusaResponse) => {
  const text = (req.body as { text?: unknown } | undefined)?.text
  const problem = noteProblem(text)
  if (problem) throw new MedusaError(MedusaError.Types.INVALID_DATA, REFUSED[visitorLocale(req)][problem])
  const orderId = req.params.id
  const staff = await req.scope.resolve(Modules.USER).retrieveUser(req.auth_context.actor_id)
  const author = [staff.first_name, staff.last_name].filter(Boolean).join(' ') || staff.email
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const orders = req.scope.resolve(Modules.ORDER)
  const notes = await req.scope.resolve(Modules.LOCKING).execute(
    `order-notes:${orderId}`,
    async () => {
      const { data } = await query.graph({ entity: 'order', fields: ['id', 'metadata'], filters: { id: orderId } })
      if (!data.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${orderId} was not found`)
      const metadata = metadataWithNote(data[0].metadata, { id: randomUUID(), text: (text as string).trim(), author, at: new Date().toISOString() })
      await orders.updateOrders(orderId, { metadata })
      return notesOf({ metadata })
    },
    { timeout: WAIT_SECONDS },
  )
  res.json({ notes })
}
