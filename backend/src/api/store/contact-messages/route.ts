import type { MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils'
import { clientIp } from '../../../lib/client-address'
import { parseBody } from '../../../lib/field-errors'
import { CONTACT_MESSAGE_CREATED, CONTACT_MESSAGE_MODULE } from '../../../modules/contact-message'
import type { ContactMessageModuleService } from '../../../modules/contact-message/service'
import { ContactMessageSchema } from './validators'

const WINDOW_MS = 10 * 60 * 1000
const PER_EMAIL = 5
const PER_IP = 20

/** The piece a question names, as it is now: its handle and title are kept with the message; null when there is no such product. */
async function productOf(req: MedusaRequest, id: string) {
  const { data } = await req.scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: 'product', fields: ['id', 'handle', 'title'], filters: { id } })
  const [product] = data as { id: string; handle: string; title: string }[]
  return product ? { product_id: product.id, product_handle: product.handle, product_title: product.title } : null
}

/**
 * POST /store/contact-messages: stores a message of the contact form for the back office (with the piece it asks
 * about, `product_id`, when sent from a product page) and announces it, so the shop gets it by mail.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const body = parseBody(ContactMessageSchema, req.body, res)
  if (!body) return
  const { website, consent: _consent, product_id, ...message } = body
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
  const product = product_id ? await productOf(req, product_id) : null
  if (product_id && !product) {
    res.status(400).json({ message: `There is no product with id "${product_id}".` })
    return
  }
  const created = await service.createContactMessages({ ...message, ...product, client_ip: ip })
  await req.scope.resolve(Modules.EVENT_BUS).emit({ name: CONTACT_MESSAGE_CREATED, data: { id: created.id } })
  res.status(201).json({ contact_message: { id: created.id, created_at: created.created_at } })
}
