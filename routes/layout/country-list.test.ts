import { describe, expect, it } from 'vitest'
import { countryName } from '../../rules/country-name'
import type { Region } from '../api-types'
import { flattenCountries } from './country-list'

const country = (iso_2: string, region_id: string, display_name = iso_2.toUpperCase()) => ({
  iso_2,
  name: display_name,
  display_name,
  region_id,
  tax_rate: null,
})

const regions: Region[] = [
  { id: 'reg_eu', name: 'Europa', currency_code: 'eur', countries: [country('de', 'reg_eu'), country('at', 'reg_eu'), country('fr', 'reg_eu')] },
  { id: 'reg_ch', name: 'Schweiz', currency_code: 'chf', countries: [country('ch', 'reg_ch'), country('li', 'reg_ch')] },
  { id: 'reg_int', name: 'International', currency_code: 'usd', countries: [country('US', 'reg_int'), country('gb', 'reg_int'), country('de', 'reg_int')] },
]

describe('flattenCountries', () => {
  it('lists every country once, in German names and German order', () => {
    const options = flattenCountries(regions, 'de')
    expect(options.map((o) => o.display_name)).toEqual([
      'Deutschland',
      'Frankreich',
      'Liechtenstein',
      'Österreich',
      'Schweiz',
      'Vereinigte Staaten',
      'Vereinigtes Königreich',
    ])
    // the first region that lists a country wins; codes are lowercase
    expect(options.find((o) => o.iso_2 === 'de')?.region_id).toBe('reg_eu')
    expect(options.some((o) => o.iso_2 === 'us')).toBe(true)
  })

  it('names and sorts in English for English shops', () => {
    expect(flattenCountries(regions, 'en').map((o) => o.iso_2)).toEqual(['at', 'fr', 'de', 'li', 'ch', 'gb', 'us'])
  })

  it('skips codes that are not two letters', () => {
    const odd: Region[] = [{ id: 'r', name: 'r', currency_code: 'eur', countries: [country('xyz', 'r'), country('', 'r'), country('nl', 'r')] }]
    expect(flattenCountries(odd, 'en').map((o) => o.iso_2)).toEqual(['nl'])
  })
})

describe('countryName', () => {
  it('uses the runtime names, and the given fallback for unknown codes', () => {
    expect(countryName('us', 'de')).toBe('Vereinigte Staaten')
    expect(countryName('us', 'en')).toBe('United States')
    expect(countryName('qq', 'en', 'Nowhere')).toBe('Nowhere')
  })
})
