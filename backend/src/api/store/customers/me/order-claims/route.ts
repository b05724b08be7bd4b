import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'
import { parseBody } from '../../../../../lib/field-errors'
import { ORDER_CLAIM_REQUESTED, type OrderClaimRequested } from '../../../../../lib/order-claim-event'
import { OrderClaimSchema } from './validators'

/**
 * POST /store/customers/me/order-claims { display_id }: the signed-in customer asks for a guest order of theirs.
 * The answer is always 202 `{ requested: true }`, whether the number exists, belongs to another address or is the
 * customer's own: the account learns nothing about any order (its id, items, address or total) from it. Whether the
 * order qualifies is decided later, outside the request (subscriber order-claim.ts, so not even the answer's timing
 * tells), and a qualifying order's owner gets the transfer mail at the order's address: only who reads that mailbox
 * can move the order into the account. Rate-limited like sign-in (middlewares.ts).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const body = parseBody(OrderClaimSchema, req.body, res)
  if (!body) return
  const data: OrderClaimRequested = { customer_id: req.auth_context.actor_id, display_id: body.display_id }
  await req.scope.resolve(Modules.EVENT_BUS).emit({ name: ORDER_CLAIM_REQUESTED, data })
  res.status(202).json({ requested: true })
}
