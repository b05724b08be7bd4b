import type { MessageKey } from '../../i18n'

/** A failed check: the text key and its parameters, translated where it is shown. */
export type Problem = { key: MessageKey; params?: Record<string, string | number> }
export type Problems<K extends string> = Partial<Record<K, Problem>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const PHONE = /^\+?[\d\s()/.-]{6,20}$/

/**
 * Postal code formats of the countries the shop sells to, with an example for the message.
 * Countries without postal codes (United Arab Emirates) have none, so the field is optional there.
 */
const ZIP: Record<string, { pattern: RegExp; example: string }> = {
  de: { pattern: /^\d{5}$/, example: '10115' },
  at: { pattern: /^\d{4}$/, example: '1010' },
  ch: { pattern: /^\d{4}$/, example: '8001' },
  li: { pattern: /^94\d{2}$/, example: '9490' },
  lu: { pattern: /^(L-?)?\d{4}$/i, example: '1111' },
  fr: { pattern: /^\d{5}$/, example: '75001' },
  nl: { pattern: /^\d{4} ?[a-z]{2}$/i, example: '1012 AB' },
  be: { pattern: /^\d{4}$/, example: '1000' },
  it: { pattern: /^\d{5}$/, example: '00184' },
  es: { pattern: /^\d{5}$/, example: '28001' },
  pt: { pattern: /^\d{4}-\d{3}$/, example: '1000-001' },
  ie: { pattern: /^[a-z]\d[\dw] ?[a-z\d]{4}$/i, example: 'D02 X285' },
  fi: { pattern: /^\d{5}$/, example: '00100' },
  gr: { pattern: /^\d{3} ?\d{2}$/, example: '105 57' },
  dk: { pattern: /^\d{4}$/, example: '1050' },
  se: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
  pl: { pattern: /^\d{2}-\d{3}$/, example: '00-001' },
  cz: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  us: { pattern: /^\d{5}(-\d{4})?$/, example: '10001' },
  gb: { pattern: /^[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}$/i, example: 'SW1A 1AA' },
  ca: { pattern: /^[a-z]\d[a-z] ?\d[a-z]\d$/i, example: 'K1A 0B1' },
  au: { pattern: /^\d{4}$/, example: '2000' },
  jp: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  no: { pattern: /^\d{4}$/, example: '0150' },
  nz: { pattern: /^\d{4}$/, example: '6011' },
  sg: { pattern: /^\d{6}$/, example: '018956' },
}
const WITHOUT_ZIP = new Set(['ae'])
/** Countries whose addresses need a state or province. */
const NEEDS_PROVINCE = new Set(['us', 'ca', 'au'])

export const zipRequired = (country: string) => !WITHOUT_ZIP.has(country)
export const provinceRequired = (country: string) => NEEDS_PROVINCE.has(country)

export function checkEmail(value: string): Problem | undefined {
  const email = value.trim()
  if (!email) return { key: 'checkout.validation.required' }
  if (email.length > 254 || !EMAIL.test(email)) return { key: 'checkout.validation.email' }
}

export type AddressInput = {
  title: string
  first_name: string
  last_name: string
  company: string
  vat_id: string
  address_1: string
  address_2: string
  postal_code: string
  city: string
  province: string
  country_code: string
  phone: string
}
export type AddressField = keyof AddressInput

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

const MAX_LENGTH = 100

/** Every field of a shipping or billing address; an empty result means the address can be saved. */
export function checkAddress(address: AddressInput, countries: readonly string[]): Problems<AddressField> {
  const problems: Problems<AddressField> = {}
  const country = address.country_code
  const required: AddressField[] = ['first_name', 'last_name', 'address_1', 'city']
  if (zipRequired(country)) required.push('postal_code')
  if (provinceRequired(country)) required.push('province')
  for (const field of Object.keys(address) as AddressField[]) {
    if (address[field].trim().length > MAX_LENGTH) problems[field] = { key: 'checkout.validation.tooLong', params: { max: MAX_LENGTH } }
  }
  for (const field of required) if (!address[field].trim()) problems[field] = { key: 'checkout.validation.required' }
  if (!countries.includes(country)) problems.country_code = { key: 'checkout.validation.country' }
  const zip = ZIP[country]
  if (!problems.postal_code && zip && address.postal_code.trim() && !zip.pattern.test(address.postal_code.trim())) {
    problems.postal_code = { key: 'checkout.validation.zip', params: { example: zip.example } }
  }
  if (address.phone.trim() && !PHONE.test(address.phone.trim())) problems.phone = { key: 'checkout.validation.phone' }
  return problems
}

export type Confirmations = { terms: boolean; revocation: boolean; privacy: boolean; createAccount: boolean; password: string }

/** storefront.md §5: the three confirmations are required; a password only when an account is wanted. */
export function checkConfirmations(input: Confirmations): Problems<'terms' | 'revocation' | 'privacy' | 'password'> {
  const problems: Problems<'terms' | 'revocation' | 'privacy' | 'password'> = {}
  if (!input.terms) problems.terms = { key: 'checkout.validation.terms' }
  if (!input.revocation) problems.revocation = { key: 'checkout.validation.revocation' }
  if (!input.privacy) problems.privacy = { key: 'checkout.validation.privacy' }
  if (input.createAccount && input.password.length < 8) problems.password = { key: 'checkout.validation.password' }
  return problems
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0
