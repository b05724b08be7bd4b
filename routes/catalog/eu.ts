/** EU member states (iso_2). Deliveries elsewhere may incur customs, taxes and fees paid by the buyer (said beside the buy button). */
const EU_COUNTRIES = new Set([
  'at', 'be', 'bg', 'cy', 'cz', 'de', 'dk', 'ee', 'es', 'fi', 'fr', 'gr', 'hr', 'hu', 'ie', 'it', 'lt', 'lu', 'lv', 'mt', 'nl',
  'pl', 'pt', 'ro', 'se', 'si', 'sk',
])

export const isEuCountry = (country: string) => EU_COUNTRIES.has(country.toLowerCase())
