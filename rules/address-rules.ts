/**
 * The shop's rules for addresses, emails and passwords: the storefront's forms (browser) and the back end's
 * routes for a customer's saved addresses, sign-in address and passwords import this file, so a rule changes in
 * one place for them (the back office's address forms have schemas of their own).
 * It depends on nothing: each check answers problem codes that every side words in its own way
 * (the storefront as `checkout.validation.{code}` in the visitor's language, the back end in English).
 */
type RuleCode = "required" | "email" | "tooLong" | "country" | "zip" | "phone" | "password"
export type RuleProblem = { code: RuleCode; params?: Record<string, string | number> }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/
const PHONE = /^\+?[\d\s()/.-]{6,20}$/

/**
 * Postal code formats of the countries the shop sells to, with an example for the message.
 * Countries without postal codes (United Arab Emirates) have none, so the field is optional there.
 */
const ZIP: Record<string, { pattern: RegExp; example: string }> = {
  de: { pattern: /^\d{5}$/, example: "10115" },
  at: { pattern: /^\d{4}$/, example: "1010" },
  ch: { pattern: /^\d{4}$/, example: "8001" },
  li: { pattern: /^94\d{2}$/, example: "9490" },
  lu: { pattern: /^(L-?)?\d{4}$/i, example: "1111" },
  fr: { pattern: /^\d{5}$/, example: "75001" },
  nl: { pattern: /^\d{4} ?[a-z]{2}$/i, example: "1012 AB" },
  be: { pattern: /^\d{4}$/, example: "1000" },
  it: { pattern: /^\d{5}$/, example: "00184" },
  es: { pattern: /^\d{5}$/, example: "28001" },
  pt: { pattern: /^\d{4}-\d{3}$/, example: "1000-001" },
  ie: { pattern: /^[a-z]\d[\dw] ?[a-z\d]{4}$/i, example: "D02 X285" },
  fi: { pattern: /^\d{5}$/, example: "00100" },
  gr: { pattern: /^\d{3} ?\d{2}$/, example: "105 57" },
  dk: { pattern: /^\d{4}$/, example: "1050" },
  se: { pattern: /^\d{3} ?\d{2}$/, example: "111 22" },
  pl: { pattern: /^\d{2}-\d{3}$/, example: "00-001" },
  cz: { pattern: /^\d{3} ?\d{2}$/, example: "110 00" },
  us: { pattern: /^\d{5}(-\d{4})?$/, example: "10001" },
  gb: { pattern: /^[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}$/i, example: "SW1A 1AA" },
  ca: { pattern: /^[a-z]\d[a-z] ?\d[a-z]\d$/i, example: "K1A 0B1" },
  au: { pattern: /^\d{4}$/, example: "2000" },
  jp: { pattern: /^\d{3}-?\d{4}$/, example: "100-0001" },
  no: { pattern: /^\d{4}$/, example: "0150" },
  nz: { pattern: /^\d{4}$/, example: "6011" },
  sg: { pattern: /^\d{6}$/, example: "018956" },
}
const WITHOUT_ZIP = new Set(["ae"])
/** Countries whose addresses need a state or province. */
const NEEDS_PROVINCE = new Set(["us", "ca", "au"])

export const zipRequired = (country: string) => !WITHOUT_ZIP.has(country)
export const provinceRequired = (country: string) => NEEDS_PROVINCE.has(country)

/** Shortest password the shop accepts (registration, reset, change, account at checkout). */
export const PASSWORD_MIN_LENGTH = 8
/** Longest text of any address field. */
export const MAX_FIELD_LENGTH = 100

export function emailProblem(value: string): RuleProblem | undefined {
  const email = value.trim()
  if (!email) return { code: "required" }
  if (email.length > 254 || !EMAIL.test(email)) return { code: "email" }
}

export function passwordProblem(value: string): RuleProblem | undefined {
  if (!value) return { code: "required" }
  if (value.length < PASSWORD_MIN_LENGTH) return { code: "password", params: { min: PASSWORD_MIN_LENGTH } }
}

export function phoneProblem(value: string): RuleProblem | undefined {
  if (value.trim() && !PHONE.test(value.trim())) return { code: "phone" }
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

const ADDRESS_FIELDS: readonly AddressField[] = [
  "title", "first_name", "last_name", "company", "vat_id", "address_1", "address_2", "postal_code", "city", "province", "country_code", "phone",
]

/**
 * Every field of a shipping, billing or saved address; an empty result means the address can be saved.
 * `countries`: the iso_2 codes the address may be in (the cart's region, or every region for the address book).
 */
export function addressProblems(address: AddressInput, countries: readonly string[]): Partial<Record<AddressField, RuleProblem>> {
  const problems: Partial<Record<AddressField, RuleProblem>> = {}
  const country = address.country_code
  const required: AddressField[] = ["first_name", "last_name", "address_1", "city"]
  if (zipRequired(country)) required.push("postal_code")
  if (provinceRequired(country)) required.push("province")
  for (const field of ADDRESS_FIELDS) {
    if ((address[field] ?? "").trim().length > MAX_FIELD_LENGTH) problems[field] = { code: "tooLong", params: { max: MAX_FIELD_LENGTH } }
  }
  for (const field of required) if (!(address[field] ?? "").trim()) problems[field] = { code: "required" }
  if (!countries.includes(country)) problems.country_code = { code: "country" }
  const zip = ZIP[country]
  const postal = (address.postal_code ?? "").trim()
  if (!problems.postal_code && zip && postal && !zip.pattern.test(postal)) problems.postal_code = { code: "zip", params: { example: zip.example } }
  const phone = phoneProblem(address.phone ?? "")
  if (phone && !problems.phone) problems.phone = phone
  return problems
}
