import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { CONTACT_MESSAGE_MODULE } from '../../../../modules/contact-message'
import type { ContactMessageModuleService } from '../../../../modules/contact-message/service'
import { findContactMessage } from './find-contact-message'

/** GET /admin/contact-messages/:id → `{ contact_message }`; 404 for an unknown id. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const contact_message = await findContactMessage(req)
  res.json({ contact_message })
}

/**
 * DELETE /admin/contact-messages/:id: the message is gone for good (a deletion request under the GDPR, or spam),
 * not soft-deleted; 404 for an unknown id.
 */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const message = await findContactMessage(req)
  const service: ContactMessageModuleService = req.scope.resolve(CONTACT_MESSAGE_MODULE)
  await service.deleteContactMessages(message.id)
  res.json({ id: message.id, object: 'contact_message', deleted: true })
}
