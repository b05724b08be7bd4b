import { COMPANY } from "../../lib/company"

export type Seller = { name: string; street: string; postal_code: string; city: string; country: { de: string; en: string }; vat_id: string; email: string; phone: string; register: string; managing_directors: string }

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
