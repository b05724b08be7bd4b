import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { parseBody } from '../../../../lib/field-errors'
import { NEWSLETTER_MODULE } from '../../../../modules/newsletter'
import type { NewsletterModuleService } from '../../../../modules/newsletter/service'
import { UnsubscribeSchema } from '../validators'

/** POST /store/newsletter/unsubscribe { token }: 404 for a token nobody holds. */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseBody(UnsubscribeSchema, req.body, res)
  if (!body) return
  const service: NewsletterModuleService = req.scope.resolve(NEWSLETTER_MODULE)
  const subscriber = await service.unsubscribe(body.token)
  if (!subscriber) {
    res.status(404).json({ message: 'This unsubscribe link is not valid (any more).' })
    return
  }
  res.json({ unsubscribed: true, email: maskEmail(subscriber.email), locale: subscriber.locale })
}

/** a***@example.com: enough for the visitor to recognise the address, not enough to harvest it. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***')
