import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from '@medusajs/framework/http'
import { MedusaError } from '@medusajs/framework/utils'
import { passwordProblem } from '../../rules/address-rules'
import { visitorLocale } from '../visitor-locale'

const MESSAGES = {
  de: (min: number) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
  en: (min: number) => `The password must be at least ${min} characters long.`,
}

/**
 * Why a password is refused, as a 400 in the visitor's language, or null. The rule itself is `passwordProblem`
 * (src/lib/address-rules.ts), which the storefront's and the back office's forms use too.
 */
export function passwordRefusal(req: MedusaRequest, password: unknown): MedusaError | null {
  const problem = passwordProblem(typeof password === 'string' ? password : '')
  return problem ? new MedusaError(MedusaError.Types.INVALID_DATA, MESSAGES[visitorLocale(req)](Number(problem.params?.min ?? 8))) : null
}

/**
 * Every way Medusa's e-mail/password provider takes a new password — registration and the reset link, of customers
 * and of staff — follows the shop's rule: customers and staff share one identity per address (Medusa's auth module),
 * so a rule on one surface alone would let the other set a one-letter password that signs in to both. Mounted
 * without a method on the link's route so that it runs before Medusa's own check of the link, which uses the link up.
 */
export function passwordRule(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (req.method !== 'POST') return next()
  next(passwordRefusal(req, (req.body as { password?: unknown } | undefined)?.password) ?? undefined)
}
