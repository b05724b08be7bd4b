import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { sendInvoice } from "../../../../../lib/invoice-response"

/** GET /store/orders/:id/invoice: the invoice PDF, for the signed-in customer the order belongs to; anyone else 404. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "customer_id"], filters: { id: req.params.id } })
  const order = data[0] as { id: string; customer_id: string | null } | undefined
  if (!order || !order.customer_id || order.customer_id !== req.auth_context.actor_id) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${req.params.id} was not found`)
  }
  await sendInvoice(req.scope, order.id, res)
}
