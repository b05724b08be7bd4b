import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendInvoice } from "../../../../../lib/invoice-response"

/** GET /admin/orders/:id/invoice: the order's invoice PDF for staff (Medusa's admin auth covers /admin/*). */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await sendInvoice(req.scope, req.params.id, res)
}
