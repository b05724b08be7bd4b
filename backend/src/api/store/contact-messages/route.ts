import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { clientIp } from '../../../lib/client-address'
import { parseBody } from '../../../lib/field-errors'
import { CONTACT_MESSAGE_MODULE } from '../../../modules/contact-message'
import type { ContactMessageModuleService } from '../../../modules/contact-message/service'
import { ContactMessageSchema } from './validators'

const WINDOW_MS = 10 * 60 * 1000
const PER_EMAIL = 5
const PER_IP = 20

/** POST /store/contact-messages: stores a message of the contact form for the back office. */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseBody(ContactMessageSchema, req.body, res)
  if (!body) return
  const { website, consent: _consent, ...message } = body
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (website) {
    res.status(201).json({ contact_message: { id: 'cmsg_discarded' } })
    return
  }
  const service: ContactMessageModuleService = req.scope.resolve(CONTACT_MESSAGE_MODULE)
  const ip = clientIp(req)
  const since = new Date(Date.now() - WINDOW_MS)
  const [byEmail, byIp] = await Promise.all([service.countRecent('email', message.email, since), ip ? service.countRecent('client_ip', ip, since) : 0])
  if (byEmail >= PER_EMAIL || byIp >= PER_IP) {
    res.status(429).json({ message: 'Too many messages in a short time; please try again in a few minutes.' })
    return
  }
  const created = await service.createContactMessages({ ...message, client_ip: ip })
  res.status(201).json({ contact_message: { id: created.id, created_at: created.created_at } })
}
