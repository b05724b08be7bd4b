/**
 * The shop's countries as of the seed, used only to decide whether a URL's country is known while
 * Medusa cannot be asked. Prices, region ids and the country selector always come from Medusa.
 */
export const FALLBACK_COUNTRIES: readonly string[] = ['de', 'at', 'ch', 'lu', 'li', 'us', 'gb', 'fr', 'it', 'nl', 'be', 'es', 'dk', 'se']
