import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTACT_MESSAGE_MODULE } from "../../../modules/contact-message"
import type { ContactMessageModuleService } from "../../../modules/contact-message/service"
import { ContactMessageListSchema } from "./validators"
import { parseBody } from "../../../lib/field-errors"

/** GET /admin/contact-messages?limit&offset&email&status: newest first, for the back office. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = parseBody(ContactMessageListSchema, req.query, res)
  if (!query) return
  const service: ContactMessageModuleService = req.scope.resolve(CONTACT_MESSAGE_MODULE)
  const filters = { ...(query.email ? { email: query.email } : {}), ...(query.status ? { status: query.status } : {}) }
  const [contact_messages, count] = await service.listAndCountContactMessages(filters, {
    take: query.limit,
    skip: query.offset,
    order: { created_at: "DESC" },
  })
  res.json({ contact_messages, count, limit: query.limit, offset: query.offset })
}
