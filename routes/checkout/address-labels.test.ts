import { describe, expect, it } from 'vitest'
import de from '../../i18n/de/checkout.json'
import en from '../../i18n/en/checkout.json'
import { postalCodeName, provinceName } from './validation'

// The address form's labels come from the one address rule (rules/address-rules.ts) through the dictionaries.
describe('the address labels of each English country', () => {
  it('calls a British postcode a postcode and an American ZIP code a ZIP code, each country its own region line', () => {
    const labels = (country: string) => ({
      zip: en.checkout.address.zip[postalCodeName(country)],
      province: en.checkout.address.province[provinceName(country)],
    })
    expect(labels('gb')).toEqual({ zip: 'Postcode', province: 'County' })
    expect(labels('us')).toEqual({ zip: 'ZIP code', province: 'State' })
    expect(labels('ca')).toEqual({ zip: 'Postal code', province: 'Province' })
    expect(labels('au')).toEqual({ zip: 'Postcode', province: 'State or territory' })
    expect(labels('ie')).toEqual({ zip: 'Eircode', province: 'County' })
    expect(labels('nz')).toEqual({ zip: 'Postcode', province: 'Province or state' })
    expect(labels('de')).toEqual({ zip: 'Postal code', province: 'Province or state' })
    expect(Object.values(labels('gb')).join(' ')).not.toMatch(/zip/i)
  })

  it('has every label and message the rule can name in both languages', () => {
    for (const dictionary of [de, en]) {
      for (const country of ['de', 'gb', 'us', 'ca', 'au', 'ie', 'nz', 'ae']) {
        expect(dictionary.checkout.address.zip[postalCodeName(country)]).toBeTruthy()
        expect(dictionary.checkout.validation.zip[postalCodeName(country)]).toBeTruthy()
        expect(dictionary.checkout.address.province[provinceName(country)]).toBeTruthy()
      }
    }
  })
})
