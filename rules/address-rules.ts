/**
 * The shop's rules for addresses and passwords: the storefront's forms (browser), the back office's address forms
 * (through address-schema.ts) and the back end's routes for a customer's saved addresses and passwords import this
 * file, so a rule changes in one place for all of them. Each check answers problem codes (rule-problem.ts).
 */
import { phoneProblem } from './phone'
import type { RuleProblem } from './rule-problem'

export type { RuleProblem } from './rule-problem'

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
/** What the post of each country calls the postal code, where it is not "postal code": the form's label follows it. */
const POSTAL_CODE_NAME: Record<string, PostalCodeName> = { us: 'zip', gb: 'postcode', au: 'postcode', nz: 'postcode', ie: 'eircode' }
export type PostalCodeName = 'postalCode' | 'zip' | 'postcode' | 'eircode'
/**
 * What the post of each country calls the region line of an address, where the shop's general "province or state"
 * does not fit: a US address has a state, a Canadian one a province, an Australian one a state or territory, a British
 * or Irish one a county (optional there).
 */
const PROVINCE_NAME: Record<string, ProvinceName> = { us: 'state', ca: 'province', au: 'stateOrTerritory', gb: 'county', ie: 'county' }
export type ProvinceName = 'region' | 'state' | 'province' | 'stateOrTerritory' | 'county'
/** Countries whose addresses need a state or province. */
const NEEDS_PROVINCE = new Set(['us', 'ca', 'au'])

export const zipRequired = (country: string) => !WITHOUT_ZIP.has(country)
export const provinceRequired = (country: string) => NEEDS_PROVINCE.has(country)
export const postalCodeName = (country: string): PostalCodeName => POSTAL_CODE_NAME[country] ?? 'postalCode'
export const provinceName = (country: string): ProvinceName => PROVINCE_NAME[country] ?? 'region'

/** Shortest password the shop accepts (registration, reset, change, account at checkout). */
export const PASSWORD_MIN_LENGTH = 8
/** Longest text of any address field. */
export const MAX_FIELD_LENGTH = 100

export function passwordProblem(value: string): RuleProblem | undefined {
  if (!value) return { code: 'required' }
  if (value.length < PASSWORD_MIN_LENGTH) return { code: 'password', params: { min: PASSWORD_MIN_LENGTH } }
}

/** The fields of an address as the forms hold them (title and VAT ID live in Medusa's metadata). */
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

export const ADDRESS_FIELDS: readonly AddressField[] = [
  'title',
  'first_name',
  'last_name',
  'company',
  'vat_id',
  'address_1',
  'address_2',
  'postal_code',
  'city',
  'province',
  'country_code',
  'phone',
]

/**
 * Every field of a shipping, billing or saved address; an empty result means the address can be saved.
 * `countries`: the iso_2 codes the address may be in (the cart's region, or every region for the address book);
 * without them (the back office) any two-letter code.
 */
export function addressProblems(address: AddressInput, countries?: readonly string[]): Partial<Record<AddressField, RuleProblem>> {
  const problems: Partial<Record<AddressField, RuleProblem>> = {}
  const country = address.country_code
  const required: AddressField[] = ['first_name', 'last_name', 'address_1', 'city']
  if (zipRequired(country)) required.push('postal_code')
  if (provinceRequired(country)) required.push('province')
  for (const field of ADDRESS_FIELDS) {
    if ((address[field] ?? '').trim().length > MAX_FIELD_LENGTH) problems[field] = { code: 'tooLong', params: { max: MAX_FIELD_LENGTH } }
  }
  for (const field of required) if (!(address[field] ?? '').trim()) problems[field] = { code: 'required' }
  if (countries ? !countries.includes(country) : !/^[a-z]{2}$/.test(country)) problems.country_code = { code: 'country' }
  const zip = ZIP[country]
  const postal = (address.postal_code ?? '').trim()
  if (!problems.postal_code && zip && postal && !zip.pattern.test(postal)) problems.postal_code = { code: 'zip', params: { example: zip.example } }
  const phone = phoneProblem(address.phone ?? '')
  if (phone && !problems.phone) problems.phone = phone
  return problems
}
