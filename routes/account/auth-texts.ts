import type { Translate } from '../../i18n'
import type { RegisterTexts } from './account-actions'

/** Medusa's own (English) wording of a wrong email or password; the shop shows its own text in the visitor's language. */
export const isInvalidCredentials = (message: string) => /invalid email or password/i.test(message)

/**
 * The registration messages, for the registration page and account creation at checkout alike. A login
 * after "already exists" that fails on the password names it in the visitor's language, not Medusa's English.
 */
export const registerTexts = (t: Translate): RegisterTexts => ({
  moreActions: t('auth.moreActions'),
  registrationFailed: (message) => t('messages.registrationFailed', { message }),
  loginFailed: (detail) => t('messages.loginAfterRegistrationFailed', { detail: isInvalidCredentials(detail) ? t('messages.invalidPassword') : detail }),
  customerFailed: (message) => t('messages.customerCreationFailed', { message }),
})
