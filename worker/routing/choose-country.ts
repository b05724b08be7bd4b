import { DEFAULT_COUNTRY } from '../../rules/languages'

export type CountryHints = {
  /** cookie `country_code`: the country the visitor last shopped in */
  remembered?: string | null
  /** query parameter `testcountry` */
  testCountry?: string | null
  /** header `CF-IPCountry` set by the edge (upper case, `XX`/`T1` for unknown/Tor) */
  geo?: string | null
}

/** The first known country of: remembered, testcountry, geo header; else the default (de). */
export function chooseCountry(hints: CountryHints, known: Set<string>): string {
  for (const candidate of [hints.remembered, hints.testCountry, hints.geo]) {
    const code = candidate?.trim().toLowerCase()
    if (code && known.has(code)) return code
  }
  return DEFAULT_COUNTRY
}
