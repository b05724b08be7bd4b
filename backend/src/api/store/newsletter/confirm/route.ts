import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { NEWSLETTER_MODULE } from "../../../../modules/newsletter"
import type { NewsletterModuleService } from "../../../../modules/newsletter/service"
import { parseBody } from "../../../../lib/field-errors"
import { UnsubscribeSchema } from "../validators"

/** POST /store/newsletter/confirm { token }: the confirmation token of the double opt-in mail; 404 when unknown. */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseBody(UnsubscribeSchema, req.body, res)
  if (!body) return
  const service: NewsletterModuleService = req.scope.resolve(NEWSLETTER_MODULE)
  const subscriber = await service.confirm(body.token)
  if (!subscriber) {
    res.status(404).json({ message: "This confirmation link is not valid." })
    return
  }
  res.json({ confirmed: true })
}
