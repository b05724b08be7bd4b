import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { containing, orderOf } from '../../../lib/admin-list-query'
import { parseBody } from '../../../lib/field-errors'
import { CONTACT_MESSAGE_MODULE } from '../../../modules/contact-message'
import type { ContactMessageModuleService } from '../../../modules/contact-message/service'
import { ContactMessageListSchema } from './validators'

/**
 * GET /admin/contact-messages?limit&offset&order&q&email&status: newest first unless `order` says otherwise; `q`
 * finds a part of the sender's name, address or subject, `email` one address exactly.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = parseBody(ContactMessageListSchema, req.query, res)
  if (!query) return
  const service: ContactMessageModuleService = req.scope.resolve(CONTACT_MESSAGE_MODULE)
  const pattern = query.q ? containing(query.q) : undefined
  const filters = {
    ...(query.email ? { email: query.email } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(pattern ? { $or: [{ email: { $ilike: pattern } }, { name: { $ilike: pattern } }, { subject: { $ilike: pattern } }] } : {}),
  }
  const [contact_messages, count] = await service.listAndCountContactMessages(filters, {
    take: query.limit,
    skip: query.offset,
    order: { ...orderOf(query.order), id: 'DESC' },
  })
  res.json({ contact_messages, count, limit: query.limit, offset: query.offset })
}
