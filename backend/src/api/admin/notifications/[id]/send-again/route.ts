import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'
import { deliverMail, type Notifications } from '../../../../../mail/send-mail'
import { MAIL_OUTBOX_MODULE } from '../../../../../modules/mail-outbox'
import type { MailOutboxModuleService } from '../../../../../modules/mail-outbox/service'

/**
 * POST /admin/notifications/:id/send-again `{}`: staff send a mail the mail server has not taken yet (failed, or
 * given up after a day) once more, now; it is tried again for another day if this attempt fails too.
 * → 200 `{ notification: { id, status, data } }` (`data.delivery` tells the outcome; also while an attempt of the
 * retry job is under way, which then tells it); 404 for an unknown mail, 409
 * `{ message }` for one that was sent already or whose content the shop did not keep (recorded before the outbox).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const notifications = req.scope.resolve(Modules.NOTIFICATION) as unknown as Notifications
  const fields = { select: ['id', 'status', 'data', 'idempotency_key'], take: 1 }
  const [found] = await notifications.listNotifications({ id: req.params.id }, fields)
  if (!found) return res.status(404).json({ message: `Mail ${req.params.id} was not found` })
  const outbox = req.scope.resolve<MailOutboxModuleService>(MAIL_OUTBOX_MODULE)
  const key = found.idempotency_key
  const row = key ? await outbox.sendAgain(key, new Date()) : null
  if (row) await deliverMail(req.scope, row)
  else {
    // an attempt is under way (the job's or the first): it tells how it went; nothing is sent twice
    const state = key ? await outbox.stateOf(key) : null
    if (state !== 'pending' && state !== 'sending')
      return res.status(409).json({ message: 'This mail was sent already or its content was not kept, so it cannot be sent again' })
  }
  const [notification] = await notifications.listNotifications({ id: found.id }, { select: ['id', 'status', 'data'], take: 1 })
  res.json({ notification })
}
