import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { visitorLocale } from "../visitor-locale"

const MESSAGES = {
  de: "Mitarbeiterkonten entstehen nur durch eine Einladung.",
  en: "Staff accounts are created by invitation only.",
}

/**
 * POST /auth/{provider}/user turns a signed-in identity of that provider into a member of staff (Medusa's route
 * for single sign-on back offices). The shop's staff join by invitation only (POST /admin/invites/accept), and the
 * staff's one sign-in method is e-mail and password, so the route answers 404 for every provider: no identity
 * (a Google account above all) ever becomes staff on its own.
 */
export function staffByInvitationOnly(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  next(new MedusaError(MedusaError.Types.NOT_FOUND, MESSAGES[visitorLocale(req)]))
}
