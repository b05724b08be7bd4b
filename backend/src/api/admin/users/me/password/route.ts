import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError, Modules } from '@medusajs/framework/utils'
import { passwordIdentity, passwordMatches } from '../../../../../lib/customer-password'
import { passwordProblem } from '../../../../../rules/address-rules'

type Body = { current_password?: unknown; new_password?: unknown }

/**
 * POST /admin/users/me/password { current_password, new_password }: the signed-in member of staff changes their own
 * password. Medusa 2.21's `/auth/user/emailpass/update` takes only a mailed reset token, so this route checks the
 * current password itself and sets the new one through the auth module (as that route does). Problems answer 400
 * `{ message, errors: { field: code } }` (never 401, which would mean "signed out"); wrong passwords are rate-limited
 * per account and client (`password-change` in src/api/auth/throttle.ts).
 */
export const POST = async (req: AuthenticatedMedusaRequest<Body>, res: MedusaResponse) => {
  if (req.auth_context.actor_type !== 'user')
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, 'Only a signed-in member of staff changes their own password.')
  const current = typeof req.body?.current_password === 'string' ? req.body.current_password : ''
  const next = typeof req.body?.new_password === 'string' ? req.body.new_password : ''
  const user = await req.scope.resolve(Modules.USER).retrieveUser(req.auth_context.actor_id)
  const problem = passwordProblem(next)
  const errors = { ...(current ? {} : { current_password: 'required' }), ...(problem ? { new_password: problem.code } : {}) }
  if (Object.keys(errors).length) {
    res.status(400).json({ message: 'Please enter your current password and a valid new one.', errors })
    return
  }
  if (!(await passwordIdentity(req.scope, user.email)) || !(await passwordMatches(req.scope, user.email, current))) {
    res.status(400).json({ message: 'The current password is not correct.', errors: { current_password: 'wrong_password' } })
    return
  }
  const { success, error } = await req.scope.resolve(Modules.AUTH).updateProvider('emailpass', { entity_id: user.email, password: next })
  if (!success) throw new Error(`password update failed: ${error}`)
  res.json({ success: true })
}
