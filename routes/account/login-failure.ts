import type { Translate } from '../../i18n'
import type { Locale } from '../../rules/languages'
import { AuthFailure, checkPasswordReset } from './account-actions'
import { isInvalidCredentials } from './auth-texts'

/** What the login form shows after a failed sign-in, and which way on it offers. */
export type LoginFailure = { text: string; offer?: 'reset' | 'register' }

/**
 * After a failed login the back end is asked whether the account was taken over
 * from the old shop (its message then, with the way to a new password). Otherwise: a rate limit's message
 * as it is; for Medusa's "invalid email or password" the back end says whether the address has an account
 * ('Invalid username. Please register.' or 'Invalid password. Please try again.'; if that check fails,
 * 'Invalid login credentials. Please try again.'); any other message of the server as it is, or
 * 'Invalid email or password'.
 */
export async function explainLoginFailure(error: unknown, email: string, locale: Locale, t: Translate): Promise<LoginFailure> {
  const failure = error instanceof AuthFailure ? error : null
  if (failure?.status === 429 && failure.message) return { text: failure.message }
  if (failure && !failure.status && failure.message) return { text: failure.message }
  let check: Awaited<ReturnType<typeof checkPasswordReset>> | null = null
  try {
    check = await checkPasswordReset(email, locale)
  } catch (checkError) {
    console.warn('login: the password-reset check failed', checkError)
  }
  if (check?.needsPasswordReset) return { text: check.message, offer: 'reset' }
  const message = failure?.message ?? ''
  if (!message || isInvalidCredentials(message) || failure?.status === 401) {
    if (check?.known === false) return { text: t('messages.invalidUsername'), offer: 'register' }
    if (check?.known === true) return { text: t('messages.invalidPassword'), offer: 'reset' }
    if (!check) return { text: t('messages.invalidCredentials') }
    return { text: t('messages.invalidEmailOrPassword') }
  }
  return { text: message }
}
