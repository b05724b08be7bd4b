import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils'

type OrderOwner = { id: string; email: string | null; customer_id: string | null; customer?: { has_account: boolean } | null }

async function orderOwner(req: AuthenticatedMedusaRequest, id: string): Promise<OrderOwner | null> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'order', fields: ['id', 'email', 'customer_id', 'customer.has_account'], filters: { id } })
  return (data[0] as OrderOwner | undefined) ?? null
}

const notFound = (id: string) => new MedusaError(MedusaError.Types.NOT_FOUND, `Order with id: ${id} was not found`)

/**
 * GET /store/orders/:id answers anyone who knows the id (Medusa's choice, so the guest's confirmation page
 * works). An order that belongs to a customer account is private: only that customer, signed in, gets it;
 * everyone else gets the same 404 as for an order that does not exist. Invoice routes use the same rule.
 */
export async function customerOrdersOnly(request: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const req = request as AuthenticatedMedusaRequest
  const order = await orderOwner(req, req.params.id)
  if (order?.customer?.has_account && order.customer_id !== req.auth_context?.actor_id) return next(notFound(req.params.id))
  next()
}

/**
 * The order's documents (invoice, credit notes and their list) are for the signed-in customer the order belongs
 * to; for anyone else the order does not exist (404), as for a guest's order, whose documents come by mail.
 */
export async function ownOrdersOnly(request: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const req = request as AuthenticatedMedusaRequest
  const order = await orderOwner(req, req.params.id)
  if (!order?.customer_id || order.customer_id !== req.auth_context?.actor_id) return next(notFound(req.params.id))
  next()
}

/**
 * POST /store/orders/:id/transfer/request: a customer may claim only a guest order placed with their own
 * address (Medusa itself accepts any order id and mails its owner). Anything else is "not found", so the
 * route reveals nothing about orders of others.
 */
export async function claimOwnGuestOrders(request: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const req = request as AuthenticatedMedusaRequest
  const order = await orderOwner(req, req.params.id)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'customer', fields: ['id', 'email'], filters: { id: req.auth_context.actor_id } })
  const email = (data[0] as { email?: string } | undefined)?.email?.toLowerCase()
  if (!order || !email || order.email?.toLowerCase() !== email || order.customer?.has_account) return next(notFound(req.params.id))
  next()
}
