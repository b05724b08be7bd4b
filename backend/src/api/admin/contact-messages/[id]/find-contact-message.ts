import type { AuthenticatedMedusaRequest } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import { CONTACT_MESSAGE_MODULE } from '../../../../modules/contact-message'
import type { ContactMessageModuleService } from '../../../../modules/contact-message/service'

/** The message of the route's `:id`, or a 404 with a message. */
export async function findContactMessage(req: AuthenticatedMedusaRequest) {
  const service: ContactMessageModuleService = req.scope.resolve(CONTACT_MESSAGE_MODULE)
  const [message] = await service.listContactMessages({ id: req.params.id }, { take: 1 })
  if (!message) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Contact message with id "${req.params.id}" was not found`)
  return message
}
