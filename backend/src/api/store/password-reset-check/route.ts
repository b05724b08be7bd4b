import type { MedusaResponse, MedusaStoreRequest } from '@medusajs/framework/http'
import { Modules } from '@medusajs/framework/utils'
import { identityOf } from '../../auth/reset-own-surface'
import type { PasswordResetCheckBody } from './validators'

const MESSAGES = {
  de: 'Ihr Kundenkonto wurde in unseren neuen Shop übernommen. Bitte vergeben Sie über „Passwort vergessen“ ein neues Passwort, um sich anzumelden.',
  en: 'Your customer account has been moved to our new shop. Please set a new password via “Forgot password” to sign in.',
}

/**
 * Tells the login form whether a failed sign-in belongs to an account taken over from the old
 * shop: such customers exist with metadata.needs_password_reset but have no password here yet.
 */
export const POST = async (req: MedusaStoreRequest<PasswordResetCheckBody>, res: MedusaResponse) => {
  const { email, locale } = req.validatedBody
  const customers = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ email })
  const migrated = customers.some((customer) => customer.metadata?.needs_password_reset === true)
  // only customer accounts count: a staff address (an identity without a customer) is answered like an unknown one
  const hasPassword = (await identityOf(req, email, 'customer')) === 'own'
  const needsPasswordReset = migrated && !hasPassword
  // `known`: whether the address has a customer account at all, so the login can say "please register" or "wrong
  // password".
  const known = hasPassword || customers.some((customer) => customer.has_account)
  res.json({ needsPasswordReset, message: needsPasswordReset ? MESSAGES[locale?.startsWith('de') ? 'de' : 'en'] : '', known })
}
