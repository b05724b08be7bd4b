import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { MedusaContainer } from '@medusajs/framework/types'
import { ContainerRegistrationKeys, MedusaError, Modules, validateEmail } from '@medusajs/framework/utils'
import { refetchCart } from '@medusajs/medusa/api/store/carts/helpers'
import { createCartWorkflow } from '@medusajs/medusa/core-flows'

/*
 * Who a cart belongs to is decided by the session alone. Medusa links a cart to the registered customer of any
 * address typed into it (its find-or-create-customer step, at creation and on every update with an e-mail), and that
 * customer's groups then price the cart: anyone typing a member's address got the member's prices and learnt that the
 * address has an account. An account proves no mailbox, and a typed address proves nothing either. So:
 * - a cart gets a customer account only from that customer's own session (created signed in, or taken over at sign-in);
 * - every other cart with an address belongs to the address's guest record (`has_account` false, made if there is
 *   none), before anything is priced: known and unknown addresses answer alike;
 * - a cart of an account is its customer's alone: without that account's session it is not found (so a browser whose
 *   session ended starts a new cart, as after signing out) and every write is refused; nobody else takes it over.
 */

type CartOwner = { id: string; customer_id: string | null; customer?: { has_account?: boolean } | null }

const sessionCustomer = (req: MedusaRequest) => {
  const auth = (req as AuthenticatedMedusaRequest).auth_context
  return auth?.actor_type === 'customer' && auth.actor_id ? auth.actor_id : null
}

/** The guest record of an address (Medusa's spelling of it: lower case), made if there is none. */
async function guestRecordOf(scope: MedusaContainer, email: string): Promise<string> {
  const address = validateEmail(email)
  const customers = scope.resolve(Modules.CUSTOMER)
  const [guest] = await customers.listCustomers({ email: address, has_account: false }, { take: 1 })
  return guest?.id ?? (await customers.createCustomers({ email: address })).id
}

const typedEmail = (req: MedusaRequest): string | null => {
  const body = (req.validatedBody ?? req.body) as { email?: unknown } | undefined
  return typeof body?.email === 'string' && body.email ? body.email : null
}

/**
 * POST /store/carts without a session but with an address: Medusa's own route and workflow, with the address's guest
 * record as the customer (Medusa's route takes the customer from the session only, and would otherwise pick the
 * address's account). Everything else is Medusa's route unchanged.
 */
export async function createGuestCart(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const email = typedEmail(req)
  if (sessionCustomer(req) || !email) return next()
  const customer_id = await guestRecordOf(req.scope, email)
  const { result } = await createCartWorkflow(req.scope).run({ input: { ...(req.validatedBody as object), customer_id } })
  res.status(200).json({ cart: await refetchCart(result.id, req.scope, req.queryConfig.fields) })
}

/**
 * Every read of and write to an existing cart (update, items, codes, shipping, refresh, completion, take-over): a cart
 * of an account answers anyone but that account's session 404 to a read and 403 to a write; an update with an address
 * moves any other cart to the address's guest record first, which Medusa's update then keeps.
 */
export async function cartCustomerFromSession(request: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const req = request as MedusaRequest & { cartCustomerChecked?: boolean }
  // a request matched by two of the cart matchers is checked once
  if (req.cartCustomerChecked) return next()
  req.cartCustomerChecked = true
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: 'cart', fields: ['id', 'customer_id', 'customer.has_account'], filters: { id: req.params.id } })
  const cart = data[0] as unknown as CartOwner | undefined
  if (!cart) return next()
  const session = sessionCustomer(req)
  if (cart.customer?.has_account) {
    if (cart.customer_id === session) return next()
    if (req.method === 'GET') return next(new MedusaError(MedusaError.Types.NOT_FOUND, `Cart with id '${cart.id}' not found`))
    return next(new MedusaError(MedusaError.Types.FORBIDDEN, 'This cart belongs to a customer account: only that customer, signed in, can use it.'))
  }
  const email = req.path.endsWith(`/${req.params.id}`) ? typedEmail(req) : null
  if (email) {
    const guestId = await guestRecordOf(req.scope, email)
    if (guestId !== cart.customer_id) await req.scope.resolve(Modules.CART).updateCarts(cart.id, { customer_id: guestId })
  }
  next()
}
