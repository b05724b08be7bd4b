/** A stock location as the coverage check reads it: its fulfillment sets, their service zones and geo zones. */
export type CoveringLocation = {
  fulfillment_sets?: { type?: string | null; service_zones?: { geo_zones?: { country_code?: string | null }[] | null }[] | null }[] | null
}

/** The fields of `GET /admin/stock-locations` the check needs. */
export const COVERAGE_FIELDS = 'id,fulfillment_sets.type,fulfillment_sets.service_zones.geo_zones.country_code'

/** The countries (lower-case iso_2) some shipping service zone reaches: a country, or a province, city or ZIP in it. */
export function coveredCountries(locations: readonly CoveringLocation[]): Set<string> {
  const covered = new Set<string>()
  for (const location of locations)
    for (const set of location.fulfillment_sets ?? [])
      if (set.type !== 'pickup')
        for (const zone of set.service_zones ?? []) for (const geo of zone.geo_zones ?? []) if (geo.country_code) covered.add(geo.country_code.toLowerCase())
  return covered
}

/**
 * The countries of a region no shipping zone reaches: they are listed in the shop's country selector, but their
 * checkout offers no shipping option, so nothing can be sold there until a zone covers them.
 */
export const unshippable = (countries: readonly string[], covered: ReadonlySet<string>) => countries.filter((country) => !covered.has(country.toLowerCase()))
