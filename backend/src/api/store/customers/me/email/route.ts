import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'
import { updateCustomersWorkflow } from '@medusajs/medusa/core-flows'
import { passwordIdentity, passwordMatches, signedInCustomer } from '../../../../../lib/customer-password'
import { emailProblem } from '../../../../../rules/email'

type Body = { email?: unknown; password?: unknown }

/**
 * POST /store/customers/me/email { email, password }: a new sign-in address, confirmed with the password
 * (every change of the account is confirmed with the password). Medusa's own customer update
 * cannot change the email, and the password identity is keyed by the address, so both move together.
 */
export const POST = async (req: AuthenticatedMedusaRequest<Body>, res: MedusaResponse) => {
  const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : ''
  const password = typeof req.body?.password === 'string' ? req.body.password : ''
  const problem = emailProblem(email)
  if (problem || !password) {
    res.status(400).json({
      message: 'Please enter a valid email address and your password.',
      errors: { ...(problem ? { email: problem.code } : {}), ...(!password ? { password: 'required' } : {}) },
    })
    return
  }
  const customer = await signedInCustomer(req.scope, req.auth_context.actor_id)
  const current = customer.email.toLowerCase()
  const identity = await passwordIdentity(req.scope, current)
  if (!identity || !(await passwordMatches(req.scope, current, password))) {
    res.status(400).json({ message: 'The password is not correct.', errors: { password: 'wrong_password' } })
    return
  }
  if (email !== current) {
    const customers = req.scope.resolve(Modules.CUSTOMER)
    const [taken] = await customers.listCustomers({ email, has_account: true }, { take: 1 })
    if (taken || (await passwordIdentity(req.scope, email))) {
      res.status(400).json({ message: 'This email address already belongs to another account.', errors: { email: 'taken' } })
      return
    }
    await req.scope.resolve(Modules.AUTH).updateProviderIdentities({ id: identity.id, entity_id: email })
    await updateCustomersWorkflow(req.scope).run({ input: { selector: { id: customer.id }, update: { email } } })
  }
  const updated = await signedInCustomer(req.scope, customer.id)
  res.json({ customer: updated })
}
