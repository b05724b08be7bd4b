import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import { visitorLocale } from '../../visitor-locale'

const MESSAGES = {
  de: 'Ein neues Passwort vergeben Mitarbeiter selbst: über „Passwort vergessen“ auf der Anmeldeseite oder in ihrem Profil.',
  en: 'Staff set a new password themselves: through “Forgot password” on the login page or on their profile.',
}

/**
 * POST /admin/users/{id}/reset-password (Medusa ≥ 2.20) hands any signed-in member of staff a reset token of any other
 * one — their account, without their mailbox or their current password. The shop's staff reset their own password
 * by the mailed link or change it on their profile (with the current one), so the route answers 404.
 */
export function resetLinksByMailOnly(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  next(new MedusaError(MedusaError.Types.NOT_FOUND, MESSAGES[visitorLocale(req)]))
}
