import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { orderDocuments } from '../../../../../lib/document-response'

/** GET /store/orders/:id/documents: `{ invoice, credit_notes }` of the signed-in customer's order (middleware), for the account's order page. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.setHeader('cache-control', 'private, no-store')
  res.json(await orderDocuments(req.scope, req.params.id))
}
