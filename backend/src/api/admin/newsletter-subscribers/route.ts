import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { containing, orderOf } from '../../../lib/admin-list-query'
import { parseBody } from '../../../lib/field-errors'
import { NEWSLETTER_MODULE } from '../../../modules/newsletter'
import type { NewsletterModuleService } from '../../../modules/newsletter/service'
import { SubscriberListSchema } from './validators'

/**
 * GET /admin/newsletter-subscribers?limit&offset&order&q&email&status: the list for the back office and its mailings,
 * newest first unless `order` says otherwise; `q` finds a part of the address, `email` one address exactly.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = parseBody(SubscriberListSchema, req.query, res)
  if (!query) return
  const service: NewsletterModuleService = req.scope.resolve(NEWSLETTER_MODULE)
  const filters = {
    ...(query.email ? { email: query.email } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { email: { $ilike: containing(query.q) } } : {}),
  }
  const [newsletter_subscribers, count] = await service.listAndCountNewsletterSubscribers(filters, {
    take: query.limit,
    skip: query.offset,
    order: { ...orderOf(query.order), id: 'DESC' },
  })
  res.json({ newsletter_subscribers, count, limit: query.limit, offset: query.offset })
}
