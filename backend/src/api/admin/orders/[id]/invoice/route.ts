import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { sendInvoice } from '../../../../../lib/document-response'
import { visitorLocale } from '../../../../visitor-locale'

/** GET /admin/orders/:id/invoice: the order's invoice PDF for staff (Medusa's admin auth covers /admin/*); 404 before shipment. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await sendInvoice(req.scope, req.params.id, res, visitorLocale(req))
}
