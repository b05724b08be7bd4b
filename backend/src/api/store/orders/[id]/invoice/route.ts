import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { sendInvoice } from '../../../../../lib/document-response'
import { visitorLocale } from '../../../../visitor-locale'

/** GET /store/orders/:id/invoice: the invoice PDF, for the signed-in customer the order belongs to (middleware); 404 before shipment. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await sendInvoice(req.scope, req.params.id, res, visitorLocale(req))
}
