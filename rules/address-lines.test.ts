import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressLines, type PostalAddress } from './address-lines'

const berlin = {
  first_name: 'Anna',
  last_name: 'Schmidt',
  company: 'Atelier Schmidt',
  address_1: 'Unter den Linden 1',
  address_2: '',
  postal_code: '10117',
  city: 'Berlin',
  country_code: 'de',
}

describe('an address as lines', () => {
  it("writes a German address as the Deutsche Post does, the country named in the reader's language", () => {
    expect(addressLines(berlin, { locale: 'de' })).toEqual(['Anna Schmidt', 'Atelier Schmidt', 'Unter den Linden 1', '10117 Berlin', 'Deutschland'])
    expect(addressLines(berlin, { locale: 'en' }).at(-1)).toBe('Germany')
  })

  it('puts the state and ZIP code after the city in the United States, the postcode on a line of its own in Britain', () => {
    const us = {
      first_name: 'John',
      last_name: 'Doe',
      address_1: '350 Fifth Avenue',
      postal_code: '10118',
      city: 'New York',
      province: 'NY',
      country_code: 'us',
    }
    expect(addressLines(us)).toEqual(['John Doe', '350 Fifth Avenue', 'New York, NY 10118'])
    const gb = { first_name: 'Jane', last_name: 'Smith', address_1: '10 Downing Street', postal_code: 'SW1A 2AA', city: 'London', country_code: 'GB' }
    expect(addressLines(gb, { locale: 'en' })).toEqual(['Jane Smith', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom'])
  })

  it('leaves out empty fields with what separates them, and the recipient when a document prints it apart', () => {
    expect(addressLines({ address_1: 'Main St 1', city: 'Austin', postal_code: '78701', country_code: 'us' })).toEqual(['Main St 1', 'Austin 78701'])
    expect(addressLines(berlin, { withoutRecipient: true })).toEqual(['Unter den Linden 1', '10117 Berlin'])
    expect(addressLines({})).toEqual([])
  })

  it("contains every filled field exactly once, in every country's layout", () => {
    const token = fc.stringMatching(/^[a-z]{8}$/)
    const countries = fc.constantFrom('de', 'at', 'fr', 'us', 'ca', 'au', 'gb', 'ie', 'nz', 'jp', 'sg', 'ae', 'xx', '')
    const fields = ['company', 'first_name', 'last_name', 'address_1', 'address_2', 'postal_code', 'city', 'province'] as const
    fc.assert(
      fc.property(countries, fc.tuple(...fields.map(() => fc.option(token, { nil: '' }))), (country, values) => {
        const address: PostalAddress = { country_code: country, ...Object.fromEntries(fields.map((name, index) => [name, values[index]])) }
        const text = addressLines(address).join('\n')
        for (const value of values.filter(Boolean)) expect(text.split(value).length - 1).toBe(1)
        expect(addressLines(address).every((line) => line.trim() === line && line !== '')).toBe(true)
      }),
    )
  })
})
