import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import { NEWSLETTER_MODULE } from '../../../../modules/newsletter'
import type { NewsletterModuleService } from '../../../../modules/newsletter/service'

async function findSubscriber(req: AuthenticatedMedusaRequest) {
  const service: NewsletterModuleService = req.scope.resolve(NEWSLETTER_MODULE)
  const [subscriber] = await service.listNewsletterSubscribers({ id: req.params.id }, { take: 1 })
  if (!subscriber) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Newsletter subscriber with id "${req.params.id}" was not found`)
  return subscriber
}

/** GET /admin/newsletter-subscribers/:id → `{ newsletter_subscriber }`; 404 for an unknown id. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ newsletter_subscriber: await findSubscriber(req) })
}

/**
 * DELETE /admin/newsletter-subscribers/:id: the address and its consent record are gone for good (a deletion request);
 * signing up again starts a new double opt-in. 404 for an unknown id.
 */
export const DELETE = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const subscriber = await findSubscriber(req)
  await req.scope.resolve<NewsletterModuleService>(NEWSLETTER_MODULE).deleteNewsletterSubscribers(subscriber.id)
  res.json({ id: subscriber.id, object: 'newsletter_subscriber', deleted: true })
}
