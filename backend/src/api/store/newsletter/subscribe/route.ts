import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { NEWSLETTER_MODULE } from "../../../../modules/newsletter"
import type { NewsletterModuleService } from "../../../../modules/newsletter/service"
import { clientIp, parseBody } from "../../../../lib/field-errors"
import { SubscribeSchema } from "../validators"

const WINDOW_MS = 60 * 60 * 1000
const PER_IP = 20

/**
 * POST /store/newsletter/subscribe: idempotent per e-mail address. The answer never reveals whether
 * the address was on the list already, nor its tokens (they travel only by e-mail).
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseBody(SubscribeSchema, req.body, res)
  if (!body) return
  if (body.website) {
    res.json({ subscribed: true })
    return
  }
  const service: NewsletterModuleService = req.scope.resolve(NEWSLETTER_MODULE)
  const ip = clientIp(req)
  if (ip && (await service.countRecentFromIp(ip, new Date(Date.now() - WINDOW_MS))) >= PER_IP) {
    res.status(429).json({ message: "Too many sign-ups in a short time; please try again later." })
    return
  }
  await service.subscribe({ email: body.email, locale: body.locale, country_code: body.country_code, client_ip: ip })
  res.json({ subscribed: true })
}
