// EU membership decides how a delivery is taxed, and with it whether customs may apply (rules/vat.ts, the
// one rule for the storefront and the mails).

/** EU member states (iso_2). */
const EU_COUNTRIES = new Set([
  'at',
  'be',
  'bg',
  'cy',
  'cz',
  'de',
  'dk',
  'ee',
  'es',
  'fi',
  'fr',
  'gr',
  'hr',
  'hu',
  'ie',
  'it',
  'lt',
  'lu',
  'lv',
  'mt',
  'nl',
  'pl',
  'pt',
  'ro',
  'se',
  'si',
  'sk',
])

export const isEuCountry = (country: string) => EU_COUNTRIES.has(country.toLowerCase())
