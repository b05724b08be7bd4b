import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'
import { parseBody } from '../../../../../lib/field-errors'
import { CONTACT_MESSAGE_MODULE } from '../../../../../modules/contact-message'
import type { ContactMessageModuleService } from '../../../../../modules/contact-message/service'
import { MarkAnsweredSchema } from '../../validators'
import { findContactMessage } from '../find-contact-message'

/**
 * POST /admin/contact-messages/:id/mark-answered → `{ contact_message }` with `status: "answered"`, `answered_at` and
 * `answered_by` (the signed-in staff member's address). Marking it again keeps the first answer's who and when.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  if (!parseBody(MarkAnsweredSchema, req.body, res)) return
  const message = await findContactMessage(req)
  const service: ContactMessageModuleService = req.scope.resolve(CONTACT_MESSAGE_MODULE)
  if (message.status === 'answered') return res.json({ contact_message: message })
  const staff = await req.scope.resolve(Modules.USER).retrieveUser(req.auth_context.actor_id)
  const contact_message = await service.updateContactMessages({ id: message.id, status: 'answered', answered_at: new Date(), answered_by: staff.email })
  res.json({ contact_message })
}
