import { describe, expect, it } from 'vitest'
import type { ProductList, RegionsResponse } from '../../routes/api-types'
import { ok } from '../test/int'

describe('GET /api/regions (real Medusa)', () => {
  it('lists regions with their countries', async () => {
    const { regions } = await ok<RegionsResponse>('/api/regions')
    expect(regions.length).toBeGreaterThan(0)
    const countries = regions.flatMap((region) => region.countries)
    for (const code of ['de', 'at', 'ch', 'gb', 'us']) expect(countries.map((c) => c.iso_2)).toContain(code)
    for (const country of countries) {
      expect(country).toEqual({
        iso_2: expect.stringMatching(/^[a-z]{2}$/),
        name: expect.any(String),
        display_name: expect.any(String),
        region_id: expect.stringMatching(/^reg_/),
        tax_rate: expect.any(Number),
        // a country no shipping zone of the shop covers (another test's region, for a moment) has none
        valuables_limit:
          country.valuables_limit === null
            ? null
            : { amount: expect.any(Number), operator: expect.stringMatching(/^gte?$/), currency_code: expect.stringMatching(/^[a-z]{3}$/) },
        // likewise its lowest shipping price (0: free)
        shipping_from: country.shipping_from === null ? null : { amount: expect.any(Number), currency_code: expect.stringMatching(/^[a-z]{3}$/) },
      })
    }
  })

  it("names each country's valuables limit from its shipping options, in the currency of its region", async () => {
    const { regions } = await ok<RegionsResponse>('/api/regions')
    const limits = Object.fromEntries(regions.flatMap((region) => region.countries.map((country) => [country.iso_2, country.valuables_limit])))
    // the amounts are the shop's rules, which other tests move for a while; the currency is the region's
    expect(limits).toMatchObject({
      de: { currency_code: 'eur' },
      at: { currency_code: 'eur' },
      ch: { currency_code: 'chf' },
      li: { currency_code: 'chf' },
      gb: { currency_code: 'gbp' },
      us: { currency_code: 'usd' },
    })
    for (const code of ['de', 'at', 'ch', 'gb', 'us']) expect(limits[code]?.amount, code).toBeGreaterThan(0)
  })

  it("names each country's VAT rate from Medusa's tax regions: the destination's in the EU, 0 for exports", async () => {
    const { regions } = await ok<RegionsResponse>('/api/regions')
    const rates = Object.fromEntries(regions.flatMap((region) => region.countries.map((country) => [country.iso_2, country.tax_rate])))
    expect(rates).toMatchObject({ de: 19, at: 20, fi: 25.5, ch: 0, li: 0, gb: 0, us: 0 })
  })

  it('prices products in the currency of the country: EUR for de, USD for us, CHF for ch, GBP for gb', async () => {
    const currencyOf = async (country: string, locale: string) => {
      const { products } = await ok<ProductList>(`/api/products/${country}/${locale}?limit=5`)
      const prices = products.map((product) => product.price).filter((price) => price !== null)
      expect(prices.length, country).toBeGreaterThan(0)
      return [...new Set(prices.map((price) => price!.currency_code.toLowerCase()))]
    }
    expect(await currencyOf('de', 'de')).toEqual(['eur'])
    expect(await currencyOf('us', 'en')).toEqual(['usd'])
    expect(await currencyOf('ch', 'de')).toEqual(['chf'])
    expect(await currencyOf('gb', 'en')).toEqual(['gbp'])
  })
})
