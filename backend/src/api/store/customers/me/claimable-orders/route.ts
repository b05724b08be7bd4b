import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/**
 * GET /store/customers/me/claimable-orders?display_id=N: the guest order with that number placed with the
 * signed-in customer's email, as `{ order: { id, display_id } }`, so the storefront can ask Medusa's
 * POST /store/orders/:id/transfer/request for it. Anything else (unknown number, another address, an order
 * of an account) is 404: the route tells nobody about orders that are not theirs.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const displayId = Number(req.query.display_id)
  if (!Number.isInteger(displayId) || displayId < 1) {
    res.status(400).json({ message: "display_id must be an order number (a whole number from 1)." })
    return
  }
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const [{ data: customers }, { data: orders }] = await Promise.all([
    query.graph({ entity: "customer", fields: ["id", "email"], filters: { id: req.auth_context.actor_id } }),
    query.graph({ entity: "order", fields: ["id", "display_id", "email", "status", "customer.has_account"], filters: { display_id: displayId } }),
  ])
  const email = (customers[0] as { email?: string } | undefined)?.email?.toLowerCase()
  const order = (orders as unknown as { id: string; display_id: number; email: string | null; status: string; customer?: { has_account?: boolean } | null }[]).find(
    (candidate) => email && candidate.email?.toLowerCase() === email && !candidate.customer?.has_account && candidate.status !== "canceled",
  )
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `No guest order ${displayId} for this customer`)
  res.json({ order: { id: order.id, display_id: order.display_id } })
}
