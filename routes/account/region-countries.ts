import { useEffect, useState } from 'react'
import type { RegionsResponse } from '../api-types'

/** Every country a region of the shop delivers to (a saved address may be for any of them). */
export function useRegionCountries(): string[] {
  const [countries, setCountries] = useState<string[]>([])
  useEffect(() => {
    let live = true
    fetch('/api/regions', { headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<RegionsResponse>)
      .then((body) => live && setCountries([...new Set(body.regions.flatMap((region) => region.countries.map((country) => country.iso_2)))]))
      .catch((error) => console.error('regions failed', error))
    return () => {
      live = false
    }
  }, [])
  return countries
}
