import type { AuthContext, MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { MedusaContainer } from '@medusajs/framework/types'
import { MedusaError, Modules } from '@medusajs/framework/utils'
import { linkedAccount } from './reset-own-surface'

/**
 * Whether `userId` names a member of staff who no longer exists. Medusa's DELETE /admin/users/:id deletes the user
 * first and the sign-in identity (or its link to the user) in a later step of the same workflow, and a token or session
 * names its user until it expires; so the user row decides, not the identity nor the token.
 */
async function staffDeleted(scope: MedusaContainer, userId: string): Promise<boolean> {
  const [user] = await scope.resolve(Modules.USER).listUsers({ id: userId }, { select: ['id'], take: 1 })
  return !user
}

/**
 * POST /auth/user/emailpass: an identity still linked to a deleted member of staff does not sign in, with Medusa's
 * own answer to a wrong password (401), so the answer tells nobody that the address was staff.
 */
export async function refuseDeletedStaffSignIn(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  // exactly the email Medusa's provider will look up
  const email = (req.body as { email?: unknown } | undefined)?.email
  const userId = typeof email === 'string' && email ? await linkedAccount(req, email, 'user') : null
  if (userId && (await staffDeleted(req.scope, userId))) return next(new MedusaError(MedusaError.Types.UNAUTHORIZED, 'Invalid email or password'))
  next()
}

/**
 * Every /admin request (after Medusa's authentication): a token or session of a member of staff who has been deleted
 * is refused (401, as without one), from the moment the user is deleted until the token or session would expire.
 */
export async function refuseDeletedStaffSession(req: MedusaRequest & { auth_context?: Partial<AuthContext> }, _res: MedusaResponse, next: MedusaNextFunction) {
  const auth = req.auth_context
  if (auth?.actor_type !== 'user' || !auth.actor_id) return next()
  if (await staffDeleted(req.scope, auth.actor_id)) return next(new MedusaError(MedusaError.Types.UNAUTHORIZED, 'Unauthorized'))
  next()
}
