import { countryName } from '../../rules/country-name'
import { LANGUAGE_TAG, type Locale } from '../../rules/languages'
import type { Region } from '../api-types'

/** One entry of the country selector. */
export type CountryOption = { iso_2: string; display_name: string; region_id: string }

/**
 * Every country of every region once (/api/regions lists them per region), named in the
 * shop's language and sorted by that name with the language's collation (Österreich sorts under O).
 */
export function flattenCountries(regions: Region[], locale: Locale): CountryOption[] {
  const seen = new Set<string>()
  const options: CountryOption[] = []
  for (const region of regions) {
    for (const country of region.countries) {
      const iso2 = country.iso_2.toLowerCase()
      if (!/^[a-z]{2}$/.test(iso2) || seen.has(iso2)) continue
      seen.add(iso2)
      options.push({ iso_2: iso2, display_name: countryName(iso2, locale, country.display_name), region_id: country.region_id })
    }
  }
  const collator = new Intl.Collator(LANGUAGE_TAG[locale], { sensitivity: 'base' })
  return options.sort((a, b) => collator.compare(a.display_name, b.display_name))
}
