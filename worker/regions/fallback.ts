/**
 * The shop's countries as of the seed (backend/src/scripts/seed-data/regions.ts), used only to decide
 * whether a URL's country is known while Medusa cannot be asked. Prices, region ids and the country
 * selector always come from Medusa.
 */
export const FALLBACK_COUNTRIES: readonly string[] = [
  // Europa (EUR)
  'de',
  'at',
  'lu',
  'fr',
  'nl',
  'be',
  'it',
  'es',
  'pt',
  'ie',
  'fi',
  'gr',
  'dk',
  'se',
  'pl',
  'cz',
  // Schweiz & Liechtenstein (CHF)
  'ch',
  'li',
  // Vereinigtes Königreich (GBP)
  'gb',
  // International (USD)
  'us',
  'ca',
  'au',
  'jp',
  'no',
  'nz',
  'sg',
  'ae',
]
