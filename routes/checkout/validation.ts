import type { MessageKey } from '../../i18n'
import { type AddressField, type AddressInput, addressProblems, passwordProblem, postalCodeName, type RuleProblem } from '../../rules/address-rules'
import { emailProblem } from '../../rules/email'

// The rules themselves live once, in the back end's folder, so Medusa's address routes apply the very same ones.
export { type AddressField, type AddressInput, postalCodeName, provinceName, provinceRequired, zipRequired } from '../../rules/address-rules'

/** A failed check: the text key and its parameters, translated where it is shown. */
export type Problem = { key: MessageKey; params?: Record<string, string | number> }
export type Problems<K extends string> = Partial<Record<K, Problem>>

/** A rule's problem code as the storefront words it (`checkout.validation.{code}`). */
export const toProblem = (problem: RuleProblem | undefined): Problem | undefined =>
  problem && { key: `checkout.validation.${problem.code}` as MessageKey, params: problem.params }

export const checkEmail = (value: string) => toProblem(emailProblem(value))
export const checkPassword = (value: string) => toProblem(passwordProblem(value))

/** The repeated password of every form that sets one: required, and the same as the first. */
export const checkRepeat = (password: string, repeat: string): Problem | undefined =>
  !repeat ? { key: 'checkout.validation.required' } : repeat === password ? undefined : { key: 'auth.mismatch' }

export const emptyAddress = (country: string): AddressInput => ({
  title: '',
  first_name: '',
  last_name: '',
  company: '',
  vat_id: '',
  address_1: '',
  address_2: '',
  postal_code: '',
  city: '',
  province: '',
  country_code: country,
  phone: '',
})

/**
 * Every field of a shipping, billing or saved address; an empty result means the address can be saved. A postal code
 * of the wrong format is named as the country's post names it (ZIP code, postcode), like the field's label.
 */
export function checkAddress(address: AddressInput, countries: readonly string[]): Problems<AddressField> {
  const problems: Problems<AddressField> = {}
  const found = addressProblems(address, countries)
  for (const [field, problem] of Object.entries(found)) problems[field as AddressField] = toProblem(problem)
  if (found.postal_code?.code === 'zip')
    problems.postal_code = { key: `checkout.validation.zip.${postalCodeName(address.country_code)}`, params: found.postal_code.params }
  return problems
}

export type Confirmations = { terms: boolean; revocation: boolean; privacy: boolean; createAccount: boolean; password: string }

/** The three confirmations (terms, revocation, privacy) are required; a password only when an account is wanted. */
export function checkConfirmations(input: Confirmations): Problems<'terms' | 'revocation' | 'privacy' | 'password'> {
  const problems: Problems<'terms' | 'revocation' | 'privacy' | 'password'> = {}
  if (!input.terms) problems.terms = { key: 'checkout.validation.terms' }
  if (!input.revocation) problems.revocation = { key: 'checkout.validation.revocation' }
  if (!input.privacy) problems.privacy = { key: 'checkout.validation.privacy' }
  if (input.createAccount && passwordProblem(input.password)) problems.password = { key: 'checkout.validation.password' }
  return problems
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0
