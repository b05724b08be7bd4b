import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'
import { passwordIdentity, passwordMatches, signedInCustomer } from '../../../../../lib/customer-password'
import { passwordProblem } from '../../../../../rules/address-rules'

type Body = { current_password?: unknown; new_password?: unknown }

/**
 * POST /store/customers/me/password { current_password, new_password }: Medusa has no route for a
 * signed-in password change, only the mailed reset token. The current password is verified first;
 * problems answer 400 `{ message, errors: { field: code } }` (never 401, which would mean "signed out").
 */
export const POST = async (req: AuthenticatedMedusaRequest<Body>, res: MedusaResponse) => {
  const current = typeof req.body?.current_password === 'string' ? req.body.current_password : ''
  const next = typeof req.body?.new_password === 'string' ? req.body.new_password : ''
  const customer = await signedInCustomer(req.scope, req.auth_context.actor_id)
  const email = customer.email.toLowerCase()
  if (!(await passwordIdentity(req.scope, email))) {
    res.status(400).json({
      message: 'This account has no password yet (signed in with Google); use “Forgot password” to set one.',
      errors: { current_password: 'no_password' },
    })
    return
  }
  const problem = passwordProblem(next)
  if (!current) {
    res
      .status(400)
      .json({ message: 'Please enter your current password.', errors: { current_password: 'required', ...(problem ? { new_password: problem.code } : {}) } })
    return
  }
  if (problem) {
    res.status(400).json({ message: `The new password is not valid (${problem.code}).`, errors: { new_password: problem.code } })
    return
  }
  if (!(await passwordMatches(req.scope, email, current))) {
    res.status(400).json({ message: 'The current password is not correct.', errors: { current_password: 'wrong_password' } })
    return
  }
  const { success, error } = await req.scope.resolve(Modules.AUTH).updateProvider('emailpass', { entity_id: email, password: next })
  if (!success) throw new Error(`password update failed: ${error}`)
  res.json({ success: true })
}
