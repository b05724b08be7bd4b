import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError, Modules } from '@medusajs/framework/utils'
import { visitorLocale } from '../../visitor-locale'

const MESSAGES = {
  de: {
    member: 'Zu dieser E-Mail-Adresse gibt es schon ein Mitarbeiterkonto.',
    invited: 'An diese E-Mail-Adresse ging schon eine Einladung: Senden Sie sie in der Liste der Einladungen erneut.',
  },
  en: {
    member: 'There is a staff account with this email address already.',
    invited: 'This email address has been invited already: resend the invitation from the list of invitations.',
  },
}

/**
 * POST /admin/invites { email }: an address that already belongs to a member of staff, or already has an invite (one
 * per address; a resend renews it), is refused with a 400 in the staff's language — Medusa answers the first in
 * English and the second with a database error.
 */
export async function checkNewInvite(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const email = (req.body as { email?: unknown } | undefined)?.email
  if (typeof email !== 'string' || !email) return next()
  const users = req.scope.resolve(Modules.USER)
  const spellings = [...new Set([email, email.trim().toLowerCase()])]
  const [members, invites] = await Promise.all([
    users.listUsers({ email: spellings }, { take: 1, select: ['id'] }),
    users.listInvites({ email: spellings }, { take: 1, select: ['id'] }),
  ])
  const t = MESSAGES[visitorLocale(req)]
  if (members.length) return next(new MedusaError(MedusaError.Types.INVALID_DATA, t.member))
  if (invites.length) return next(new MedusaError(MedusaError.Types.INVALID_DATA, t.invited))
  next()
}
