import { describe, expect, it } from 'vitest'
import { addressProblems, postalCodeName, provinceName, provinceRequired, zipRequired } from './address-rules'

const address = (country: string, postal: string, province = '') => ({
  title: '',
  first_name: 'Jane',
  last_name: 'Doe',
  company: '',
  vat_id: '',
  address_1: '1 Main Street',
  address_2: '',
  postal_code: postal,
  city: 'Town',
  province,
  country_code: country,
  phone: '',
})

describe('the address rule of each English country', () => {
  it('names the postal code and the region line as the post of each country does', () => {
    const names = (country: string) => [postalCodeName(country), provinceName(country)]
    expect(names('gb')).toEqual(['postcode', 'county'])
    expect(names('us')).toEqual(['zip', 'state'])
    expect(names('ca')).toEqual(['postalCode', 'province'])
    expect(names('au')).toEqual(['postcode', 'stateOrTerritory'])
    expect(names('ie')).toEqual(['eircode', 'county'])
    expect(names('de')).toEqual(['postalCode', 'region'])
  })

  it('checks each country by its own format and asks for the region only where the post needs it', () => {
    expect(addressProblems(address('gb', 'SW1A 1AA'))).toEqual({})
    expect(addressProblems(address('gb', '10001'))).toEqual({ postal_code: { code: 'zip', params: { example: 'SW1A 1AA' } } })
    expect(addressProblems(address('us', 'SW1A 1AA', 'NY'))).toEqual({ postal_code: { code: 'zip', params: { example: '10001' } } })
    expect(addressProblems(address('us', '10001'))).toEqual({ province: { code: 'required' } })
    expect([provinceRequired('gb'), provinceRequired('us'), zipRequired('ae'), zipRequired('gb')]).toEqual([false, true, false, true])
  })
})
