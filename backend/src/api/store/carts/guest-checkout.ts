import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

type CartOwner = { id: string; email: string | null; customer_id: string | null; customer?: { has_account?: boolean } | null }

/**
 * POST /store/carts/:id/complete. Medusa attaches a guest's cart to a customer account as soon as the guest types
 * that account's address (its find-or-create-customer step picks the registered customer by e-mail), and the order
 * would then show in that account at once. An account proves no mailbox: anyone can register any address. So a cart
 * that belongs to an account but is completed without that account's own session is handed to the address's guest
 * record first (made if there is none): its order stays a guest order, which an account can only claim through the
 * mail to the order's address (route store/customers/me/order-claims). A customer signed in at checkout keeps it.
 */
export async function guestCheckoutStaysGuest(request: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const req = request as AuthenticatedMedusaRequest
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: ["id", "email", "customer_id", "customer.has_account"], filters: { id: req.params.id } })
  const cart = data[0] as unknown as CartOwner | undefined
  if (!cart?.email || !cart.customer?.has_account || cart.customer_id === req.auth_context?.actor_id) return next()
  const customers = req.scope.resolve(Modules.CUSTOMER)
  const [guest] = await customers.listCustomers({ email: cart.email, has_account: false }, { take: 1 })
  const guestId = guest?.id ?? (await customers.createCustomers({ email: cart.email })).id
  await req.scope.resolve(Modules.CART).updateCarts(cart.id, { customer_id: guestId })
  next()
}
