import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys } from '@medusajs/framework/utils'
import { clientIp } from '../../../../lib/client-address'
import { parseBody } from '../../../../lib/field-errors'
import { sendNewsletterMail } from '../../../../mail/send-newsletter-mail'
import { NEWSLETTER_MODULE } from '../../../../modules/newsletter'
import type { NewsletterModuleService } from '../../../../modules/newsletter/service'
import { SubscribeSchema } from '../validators'

const WINDOW_MS = 60 * 60 * 1000
const PER_IP = 20

/**
 * POST /store/newsletter/subscribe: double opt-in. The address is stored as pending and gets the confirmation mail
 * (again, at most every few minutes); a confirmed address gets nothing. The answer is the same in every case, so it
 * never reveals whether an address is on the list, nor its tokens (they travel only by mail). A mail server that is
 * down only delays the confirmation (the outbox sends it once it is back); 503 when it could not even be recorded.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseBody(SubscribeSchema, req.body, res)
  if (!body) return
  if (body.website) {
    res.json({ requested: true })
    return
  }
  const service: NewsletterModuleService = req.scope.resolve(NEWSLETTER_MODULE)
  const ip = clientIp(req)
  if (ip && (await service.countRecentFromIp(ip, new Date(Date.now() - WINDOW_MS))) >= PER_IP) {
    res.status(429).json({ message: 'Too many sign-ups in a short time; please try again later.' })
    return
  }
  const { subscriber, sendConfirmation } = await service.subscribe({ email: body.email, locale: body.locale, country_code: body.country_code, client_ip: ip })
  if (sendConfirmation) {
    try {
      await sendNewsletterMail(req.scope, subscriber, 'confirmation')
    } catch (error) {
      req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`newsletter: confirmation mail to ${subscriber.email} failed: ${(error as Error).message}`)
      res.status(503).json({ message: 'The confirmation mail could not be sent; please try again in a few minutes.' })
      return
    }
    await service.markConfirmationSent(subscriber.id)
  }
  res.json({ requested: true })
}
