import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { sendPdf } from '../../../../../lib/document-response'
import { packingSlips } from '../../../../../lib/packing-slips'

/** GET /admin/orders/:id/packing-slip: the order's packing slip (no prices), written when asked: it is no record. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  sendPdf(res, await packingSlips(req.scope, [req.params.id]), `packing-slip-${req.params.id}.pdf`)
}
