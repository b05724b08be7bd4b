import type { RuleProblem } from './rule-problem'

/**
 * The shop's one phone rule (addresses, sign-up, personal data, contact form, back office): what people type, not a
 * dialling plan. At most 30 characters of digits, spaces and `()/.-` with an optional leading "+"; 6 to 15 digits
 * (E.164 allows at most 15; an international "00" prefix is not counted).
 */
export const PHONE_MAX_LENGTH = 30
const MIN_DIGITS = 6
const MAX_DIGITS = 15
const CHARACTERS = /^\+?[\d\s()/.-]+$/

export function isPhone(value: string): boolean {
  if (value.length > PHONE_MAX_LENGTH || !CHARACTERS.test(value)) return false
  const digits = value.replace(/\D/g, '').replace(/^00/, '')
  return digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS
}

/** An optional phone number, trimmed: empty is fine, anything else must pass the rule above. */
export function phoneProblem(value: string): RuleProblem | undefined {
  const phone = value.trim()
  if (phone && !isPhone(phone)) return { code: 'phone' }
}
