import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { sendPdf } from '../../../lib/document-response'
import { packingSlips } from '../../../lib/packing-slips'
import { shopDay } from '../../../rules/shop-days'
import type { PackingSlipsBody } from './validators'

/** POST /admin/packing-slips { ids } (beside, not under, /admin/orders/:id, whose update route would take it): the packing slips of several orders in one PDF, in the order given. */
export const POST = async (req: AuthenticatedMedusaRequest<PackingSlipsBody>, res: MedusaResponse) => {
  const { ids } = req.validatedBody
  sendPdf(res, await packingSlips(req.scope, ids), `packing-slips-${shopDay(Date.now())}.pdf`)
}
