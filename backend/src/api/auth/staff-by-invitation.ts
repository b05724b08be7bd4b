import type { AuthContext, MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import type { InviteDTO, MedusaContainer } from '@medusajs/framework/types'
import { MedusaError, Modules } from '@medusajs/framework/utils'
import { visitorLocale } from '../visitor-locale'
import { passwordRefusal } from './password-rule'

const MESSAGES = {
  de: {
    only: 'Mitarbeiterkonten entstehen nur durch eine Einladung.',
    invalid: 'Diese Einladung gilt nicht mehr: Sie ist abgelaufen, wurde schon angenommen oder durch eine neuere ersetzt. Bitten Sie um eine neue Einladung.',
    otherAddress: 'Diese Einladung gilt für eine andere E-Mail-Adresse.',
  },
  en: {
    only: 'Staff accounts are created by invitation only.',
    invalid: 'This invitation is no longer valid: it has expired, has already been accepted or was replaced by a newer one. Please ask for a new invitation.',
    otherAddress: 'This invitation is for another email address.',
  },
}

/**
 * POST /auth/{provider}/user turns a signed-in identity of that provider into a member of staff (Medusa's route
 * for single sign-on back offices). The shop's staff join by invitation only (POST /admin/invites/accept), and the
 * staff's one sign-in method is e-mail and password, so the route answers 404 for every provider: no identity
 * (a Google account above all) ever becomes staff on its own.
 */
export function staffByInvitationOnly(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  next(new MedusaError(MedusaError.Types.NOT_FOUND, MESSAGES[visitorLocale(req)].only))
}

/**
 * The invite a token names while staff may still join by it: signed by Medusa, still the invite's token (a resend
 * replaces it), not accepted (Medusa deletes an accepted invite) and not past its expiry. Anything else is null.
 */
async function openInvite(scope: MedusaContainer, token: unknown): Promise<InviteDTO | null> {
  if (typeof token !== 'string' || !token) return null
  try {
    const invite = await scope.resolve(Modules.USER).validateInviteToken(token)
    return invite.accepted ? null : invite
  } catch {
    return null
  }
}

/** The invite token of a request, exactly as Medusa's routes read it (`?token=`): one string, or nothing. */
const tokenOf = (req: MedusaRequest) => (typeof req.query.token === 'string' ? req.query.token : undefined)

/**
 * POST /auth/user/{provider}/register?token={invite token} { email, password }: a staff identity is registered only
 * for an open invite, under the invite's own address (exactly the `email` Medusa's provider will store) and with a
 * password the shop accepts. Without that the answer is 404 (400 for a bad password), so nobody holds a staff
 * identity — or blocks an invitee's address — without having been invited.
 */
export async function registerByInvitation(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const t = MESSAGES[visitorLocale(req)]
  const token = tokenOf(req)
  if (!token) return next(new MedusaError(MedusaError.Types.NOT_FOUND, t.only))
  const invite = await openInvite(req.scope, token)
  if (!invite) return next(new MedusaError(MedusaError.Types.NOT_FOUND, t.invalid))
  const body = req.body as { email?: unknown; password?: unknown } | undefined
  if (body?.email !== invite.email) return next(new MedusaError(MedusaError.Types.FORBIDDEN, t.otherAddress))
  next(passwordRefusal(req, body.password) ?? undefined)
}

/**
 * POST /admin/invites/accept?token=…: Medusa makes staff of whichever identity sends the token, under whatever
 * `email` the body names. Here the invite must be open, the identity must be the e-mail/password identity of the
 * invite's address, and the body may name no other address — so an invite link that reached someone else makes
 * no other identity staff. (Runs after `authenticate`, which this route has without an actor.)
 */
export async function acceptOwnInvitation(req: MedusaRequest & { auth_context?: Partial<AuthContext> }, _res: MedusaResponse, next: MedusaNextFunction) {
  const t = MESSAGES[visitorLocale(req)]
  const invite = await openInvite(req.scope, tokenOf(req))
  if (!invite) return next(new MedusaError(MedusaError.Types.NOT_FOUND, t.invalid))
  const body = req.body as { email?: unknown } | undefined
  if (body?.email != null && body.email !== invite.email) return next(new MedusaError(MedusaError.Types.FORBIDDEN, t.otherAddress))
  // a signed-in member of staff cannot accept; Medusa's route says so itself
  if (req.auth_context?.actor_id) return next()
  const identityId = req.auth_context?.auth_identity_id
  const identities = identityId
    ? await req.scope.resolve(Modules.AUTH).listProviderIdentities({ auth_identity_id: identityId, provider: 'emailpass' }, { select: ['entity_id'] })
    : []
  if (!identities.some((identity) => identity.entity_id === invite.email)) return next(new MedusaError(MedusaError.Types.FORBIDDEN, t.otherAddress))
  next()
}

/** A staff password set by the mailed link follows the one rule of every password (password-rule.ts). */
export { passwordRule as staffPasswordRule } from './password-rule'
