import { describe, expect, it } from 'vitest'
import { countryName } from './country-name'

describe('countryName', () => {
  it("names a country in the reader's language, whatever the code's case", () => {
    expect(countryName('de', 'de')).toBe('Deutschland')
    expect(countryName('DE', 'en')).toBe('Germany')
    expect(countryName('us', 'de')).toBe('Vereinigte Staaten')
    expect(countryName('ch', 'en')).toBe('Switzerland')
  })

  it('falls back to the given name, else the code, when there is no name', () => {
    expect(countryName('xy', 'en', 'Nowhere')).toBe('Nowhere')
    expect(countryName('123', 'de')).toBe('123')
  })
})
