import { describe, expect, it } from 'vitest'
import { currencyName } from './currency-name'

describe("a currency's name", () => {
  it("is the staff's language's, else Medusa's, else the code", () => {
    expect(currencyName('chf', 'de')).toBe('Schweizer Franken')
    expect(currencyName('chf', 'en')).toBe('Swiss Franc')
    expect(currencyName('xyz', 'en', 'Medusa’s name')).toBe('Medusa’s name')
    expect(currencyName('not a code', 'de')).toBe('NOT A CODE')
  })
})
