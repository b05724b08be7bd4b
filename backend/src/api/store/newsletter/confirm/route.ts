import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { parseBody } from '../../../../lib/field-errors'
import { sendNewsletterMail } from '../../../../mail/send-newsletter-mail'
import { NEWSLETTER_MODULE } from '../../../../modules/newsletter'
import type { NewsletterModuleService } from '../../../../modules/newsletter/service'
import { ConfirmSchema } from '../validators'

/**
 * POST /store/newsletter/confirm { token }: the link of the double opt-in mail came back. 200 `{ confirmed, already }`;
 * 404 for an unknown or expired link. The first confirmation is welcomed by mail (its failure is only logged: the
 * subscription stands).
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseBody(ConfirmSchema, req.body, res)
  if (!body) return
  const service: NewsletterModuleService = req.scope.resolve(NEWSLETTER_MODULE)
  const result = await service.confirm(body.token)
  if (!result) {
    res.status(404).json({ message: 'This confirmation link is not valid (any more).' })
    return
  }
  if (!result.already) {
    await sendNewsletterMail(req.scope, result.subscriber, 'welcome').catch((error: Error) =>
      req.scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`newsletter: welcome mail to ${result.subscriber.email} failed: ${error.message}`),
    )
  }
  res.json({ confirmed: true, already: result.already })
}
