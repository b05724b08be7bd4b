import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { countryName } from '../../../../rules/country-name'
import { COUNTRY_CODES } from './country-codes'

const require = createRequire(import.meta.url)

describe('the countries a region can hold', () => {
  it("are Medusa's countries, each once", () => {
    const { defaultCountries } = require('../../../../backend/node_modules/@medusajs/utils/dist/defaults/countries.js') as {
      defaultCountries: { alpha2: string }[]
    }
    expect([...COUNTRY_CODES].sort()).toEqual(defaultCountries.map((country) => country.alpha2.toLowerCase()).sort())
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length)
  })
  it('each has a name in German and English', () => {
    for (const code of COUNTRY_CODES) {
      expect(countryName(code, 'de'), code).not.toBe(code.toUpperCase())
      expect(countryName(code, 'en'), code).not.toBe(code.toUpperCase())
    }
    expect(countryName('is', 'de')).toBe('Island')
  })
})
