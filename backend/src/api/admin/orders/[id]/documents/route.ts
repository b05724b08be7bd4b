import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderDocuments } from "../../../../../lib/document-response"

/** GET /admin/orders/:id/documents: `{ invoice, credit_notes }` of the order for the back office's downloads. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await orderDocuments(req.scope, req.params.id))
}
