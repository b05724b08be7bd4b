import type { AuthenticatedMedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { hasSecondFactor, setTwoFactorRequired, twoFactorRequired } from '../../auth/staff-two-factor'
import { visitorLocale } from '../../visitor-locale'
import type { TwoFactorRequirement } from './validators'

/** GET /admin/two-factor: whether the shop requires staff to sign in with a second factor, and whether the caller has one. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const [required, enrolled] = await Promise.all([twoFactorRequired(req.scope), hasSecondFactor(req.scope, req.auth_context.auth_identity_id)])
  res.json({ required, enrolled })
}

const OWN_FIRST = {
  de: 'Richten Sie zuerst für sich selbst die Anmeldung in zwei Schritten ein.',
  en: 'Set up two-step sign-in for yourself first.',
}

/**
 * POST /admin/two-factor { required }: the owner's choice for everyone, kept in the store's metadata. Requiring it
 * takes a second factor of one's own first (400 otherwise), so nobody requires what they have not tried.
 */
export const POST = async (req: AuthenticatedMedusaRequest<TwoFactorRequirement>, res: MedusaResponse) => {
  if (req.validatedBody.required && !(await hasSecondFactor(req.scope, req.auth_context.auth_identity_id))) {
    res.status(400).json({ type: 'invalid_data', message: OWN_FIRST[visitorLocale(req)] })
    return
  }
  await setTwoFactorRequired(req.scope, req.validatedBody.required)
  res.json({ required: req.validatedBody.required, enrolled: await hasSecondFactor(req.scope, req.auth_context.auth_identity_id) })
}
