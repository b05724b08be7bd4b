import type { RuleProblem } from './rule-problem'

/**
 * The shop's one e-mail rule (sign-up, checkout, account, contact, newsletter, back office, Medusa's routes).
 * Deliberately narrower than RFC 5321, wider than ASCII:
 * - at most 254 characters in all (what an SMTP path can carry), exactly one "@";
 * - the local part: 1–64 characters, none of them white space, a control character or one of `"(),:;<>[\]`
 *   (quoted local parts are legal but nobody types them), no leading, trailing or doubled dot;
 * - the domain: two or more labels of letters (any script), digits and inner hyphens, each at most 63 characters,
 *   the last one (the top-level domain) at least two letters or an IDN `xn--` label; no IP-address literals.
 */
export const EMAIL_MAX_LENGTH = 254

const LOCAL = /^[^\s\p{Cc}"(),:;<>[\\\]@]{1,64}$/u
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u
const TOP_LEVEL = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu

export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false
  const at = value.indexOf('@')
  if (at < 0 || at !== value.lastIndexOf('@')) return false
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  if (!LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels[labels.length - 1])
}

/** The typed address, trimmed: required, and an e-mail address by the rule above. */
export function emailProblem(value: string): RuleProblem | undefined {
  const email = value.trim()
  if (!email) return { code: 'required' }
  if (!isEmail(email)) return { code: 'email' }
}
