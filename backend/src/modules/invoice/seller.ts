import { COMPANY } from '../../rules/company'

export type Seller = {
  name: string
  street: string
  postal_code: string
  city: string
  country: { de: string; en: string }
  vat_id: string
  email: string
  phone: string
  register: string
  managing_directors: string
}

/**
 * The invoicing company (UStG §14: name, address, VAT ID) from SELLER_* in the environment. Empty values
 * fall back to the placeholder company of the development shop; production must set every one of them.
 */
export function seller(env: NodeJS.ProcessEnv = process.env): Seller {
  return {
    name: env.SELLER_NAME || COMPANY.name,
    street: env.SELLER_STREET || COMPANY.street,
    postal_code: env.SELLER_POSTAL_CODE || COMPANY.postalCode,
    city: env.SELLER_CITY || COMPANY.city,
    country: { de: env.SELLER_COUNTRY_DE || COMPANY.country.de, en: env.SELLER_COUNTRY_EN || COMPANY.country.en },
    vat_id: env.SELLER_VAT_ID || COMPANY.vatId,
    email: env.SELLER_EMAIL || COMPANY.email,
    phone: env.SELLER_PHONE || COMPANY.phone,
    register: env.SELLER_REGISTER || `${COMPANY.registerCourt}, ${COMPANY.registerNumber}`,
    managing_directors: env.SELLER_MANAGING_DIRECTORS || COMPANY.managingDirectors,
  }
}

/** What production must set: the seller's legal identity printed on every invoice (UStG §14 Abs. 4 Nr. 1–2) and its footer. */
const SELLER_VARIABLES = [
  'SELLER_NAME',
  'SELLER_STREET',
  'SELLER_POSTAL_CODE',
  'SELLER_CITY',
  'SELLER_VAT_ID',
  'SELLER_EMAIL',
  'SELLER_PHONE',
  'SELLER_REGISTER',
  'SELLER_MANAGING_DIRECTORS',
] as const

/** One line per SELLER_* variable that production lacks or that still holds the development shop's placeholder. */
export function sellerProblems(env: Record<string, string | undefined>): string[] {
  const placeholders: Partial<Record<(typeof SELLER_VARIABLES)[number], string>> = {
    SELLER_NAME: COMPANY.name,
    SELLER_STREET: COMPANY.street,
    SELLER_VAT_ID: COMPANY.vatId,
    SELLER_REGISTER: `${COMPANY.registerCourt}, ${COMPANY.registerNumber}`,
    SELLER_EMAIL: COMPANY.email,
  }
  const normal = (value: string) => value.replace(/\s+/g, '').toLowerCase()
  return SELLER_VARIABLES.flatMap((name) => {
    const value = env[name]?.trim() ?? ''
    if (!value) return [`${name} is not set (the seller printed on invoices)`]
    const placeholder = placeholders[name]
    if ((placeholder && normal(value) === normal(placeholder)) || /\.example$/i.test(value)) return [`${name} holds the development shop's placeholder`]
    return []
  })
}
