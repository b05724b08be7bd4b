import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import { checkToken, linkedCollection, linkState, regionLinkMethods } from '../../../lib/payment-link'
import { PAYMENT_LINK_MARK } from '../../../modules/stripe-payments/payment-link-capture'
import { PAYMENT_LINK_HEADER } from '../../../rules/payment-link'
import { PAYMENT_PROVIDER_IDS } from '../../../rules/payment-methods'

type Body = { provider_id?: unknown; data?: Record<string, unknown> | null }

/**
 * In front of Medusa's POST /store/payment-collections/:id/payment-sessions, which would start a payment on any
 * collection whose id a visitor knows and answer it with the collection. A cart's collection goes on as before. An
 * order's collection (a request for money staff sent as a payment link) needs the link's token in
 * `x-payment-link-token` (rules/payment-link.ts), is still unpaid, and is paid through Stripe with one of the methods
 * of the order's region (card or PayPal, src/lib/payment-link.ts); such a
 * payment is captured at once (the order was placed long ago, the money is what it still lacks): only this
 * middleware marks the session so (src/modules/stripe-payments/payment-link-capture.ts); a mark sent by a browser
 * is dropped on every collection.
 */
export async function paymentLinkSessions(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as Body
  if (body.data && typeof body.data === 'object') delete body.data[PAYMENT_LINK_MARK]
  const id = String(req.params.id ?? '')
  const collection = await linkedCollection(req.scope, id)
  if (!collection) return next()
  const check = await checkToken(req.get(PAYMENT_LINK_HEADER), id)
  if (check === 'invalid') throw new MedusaError(MedusaError.Types.NOT_FOUND, `Payment collection with id: ${id.slice(0, 100)} was not found`)
  if (check === 'expired') throw new MedusaError(MedusaError.Types.NOT_ALLOWED, 'This payment link has expired.')
  if (linkState(collection) !== 'open') throw new MedusaError(MedusaError.Types.NOT_ALLOWED, 'This payment link can no longer be paid.')
  const providers: string[] = (await regionLinkMethods(req.scope, collection.order.region_id)).map((method) => PAYMENT_PROVIDER_IDS[method])
  if (typeof body.provider_id !== 'string' || !providers.includes(body.provider_id))
    throw new MedusaError(MedusaError.Types.INVALID_DATA, `This payment link is paid with ${providers.join(' or ') || 'no provider of its region'}`)
  req.body = { ...body, data: { [PAYMENT_LINK_MARK]: true } }
  next()
}
