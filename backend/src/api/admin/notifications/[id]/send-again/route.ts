import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'
import { deliverMail, type Notifications } from '../../../../../mail/send-mail'
import { MAIL_OUTBOX_MODULE } from '../../../../../modules/mail-outbox'
import type { MailOutboxModuleService } from '../../../../../modules/mail-outbox/service'

/**
 * POST /admin/notifications/:id/send-again `{}`: staff send a mail the mail server has not taken yet (failed, or
 * given up after a day) once more, now; it is tried again for another day if this attempt fails too.
 * → 200 `{ notification: { id, status, data } }` (`data.delivery` tells the outcome); 404 for an unknown mail, 409
 * `{ message }` for one that was sent already or whose content the shop did not keep (recorded before the outbox).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const notifications = req.scope.resolve(Modules.NOTIFICATION) as unknown as Notifications
  const fields = { select: ['id', 'status', 'data', 'idempotency_key'], take: 1 }
  const [found] = await notifications.listNotifications({ id: req.params.id }, fields)
  if (!found) return res.status(404).json({ message: `Mail ${req.params.id} was not found` })
  const row = found.idempotency_key ? await req.scope.resolve<MailOutboxModuleService>(MAIL_OUTBOX_MODULE).sendAgain(found.idempotency_key, new Date()) : null
  if (!row) return res.status(409).json({ message: 'This mail was sent already or its content was not kept, so it cannot be sent again' })
  await deliverMail(req.scope, row)
  const [notification] = await notifications.listNotifications({ id: found.id }, { select: ['id', 'status', 'data'], take: 1 })
  res.json({ notification })
}
