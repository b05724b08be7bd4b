import { describe, expect, it } from 'vitest'
import { coveredCountries, unshippable } from './region-coverage'

describe('which countries of a region a shipping zone reaches', () => {
  const locations = [
    {
      fulfillment_sets: [
        { type: 'shipping', service_zones: [{ geo_zones: [{ country_code: 'DE' }, { country_code: 'at' }] }, { geo_zones: [{ country_code: 'us' }] }] },
      ],
    },
    // a pick-up point is no delivery to its country
    { fulfillment_sets: [{ type: 'pickup', service_zones: [{ geo_zones: [{ country_code: 'ch' }] }] }] },
    { fulfillment_sets: null },
  ]
  it('counts the countries of shipping zones, not of pick-up points', () => {
    expect([...coveredCountries(locations)].sort()).toEqual(['at', 'de', 'us'])
  })
  it('names the countries nothing ships to', () => {
    const covered = coveredCountries(locations)
    expect(unshippable(['de', 'ch', 'is', 'US'], covered)).toEqual(['ch', 'is'])
    expect(unshippable([], covered)).toEqual([])
  })
})
