import type { Locale } from '../../../rules/languages'
import { sdk } from '../api/sdk'

/**
 * A forgotten password: Medusa answers 201 (plain text, whether the address belongs to anyone or not) and mails the
 * link to /admin/{locale}/reset-password in the staff's language; rate-limited per address and client.
 */
export const requestPasswordReset = (email: string, locale: Locale) =>
  sdk.auth.resetPassword('user', 'emailpass', { identifier: email.trim().toLowerCase(), metadata: { locale } })

/** Sets the new password with the mailed token (sent as bearer: single use, 15 minutes); nothing is stored. */
export const setNewPassword = (token: string, password: string) => sdk.auth.updateProvider('user', 'emailpass', { password }, token)
