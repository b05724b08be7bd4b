import type { RegionsResponse } from '../api-types'

let regions: Promise<RegionsResponse['regions']> | null = null

/** The worker's (edge-cached) region list, fetched once per tab. */
function loadRegions(): Promise<RegionsResponse['regions']> {
  regions ??= fetch('/api/regions')
    .then((response) => {
      if (!response.ok) throw new Error(`GET /api/regions answered ${response.status}`)
      return response.json() as Promise<RegionsResponse>
    })
    .then((body) => body.regions)
  regions.catch(() => (regions = null)) // a failed fetch is retried next time
  return regions
}

/** The region that sells to a country, or null when none does. */
export async function regionIdOf(country: string): Promise<string | null> {
  for (const region of await loadRegions()) {
    if (region.countries.some((candidate) => candidate.iso_2 === country)) return region.id
  }
  return null
}
