import { useCallback, useEffect, useState } from 'react'
import type { Locale } from '../../rules/languages'
import type { RegionsResponse } from '../api-types'
import { fetchApi } from '../lib/api-client'
import { type CountryOption, flattenCountries } from './country-list'

export type CountriesState = { status: 'pending' } | { status: 'error'; retry: () => void } | { status: 'success'; countries: CountryOption[] }

/** One request per page load for every selector on the page; a failure is forgotten so a retry asks again. */
let regions: Promise<RegionsResponse> | null = null
function loadRegions() {
  regions ??= fetchApi<RegionsResponse>('/api/regions').catch((error: unknown) => {
    regions = null
    throw error
  })
  return regions
}

/** The countries of GET /api/regions, flattened and sorted by their name in the shop's language. */
export function useCountries(locale: Locale): CountriesState {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<CountriesState>({ status: 'pending' })
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again after a failure
  useEffect(() => {
    let current = true
    setState({ status: 'pending' })
    loadRegions().then(
      (body) => current && setState({ status: 'success', countries: flattenCountries(body.regions, locale) }),
      (error: unknown) => {
        console.error('country selector: loading the regions failed', error)
        if (current) setState({ status: 'error', retry })
      },
    )
    return () => {
      current = false
    }
  }, [locale, attempt, retry])
  return state
}
