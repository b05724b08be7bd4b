import { useQuery } from '@tanstack/react-query'
import { request } from '../../engine/calls'
import { queryKeys } from '../../engine/query-keys'
import { COVERAGE_FIELDS, type CoveringLocation, coveredCountries } from './region-coverage'

type RegionOwnership = { id: string; name: string; currency_code: string; countries?: { iso_2?: string | null }[] | null }

/** What the other regions hold: their countries and currencies, each with the name of the region (code → name). */
export function useTaken(regionId: string) {
  return useQuery({
    queryKey: queryKeys('regions').lookup('taken'),
    staleTime: 10_000,
    queryFn: async ({ signal }) =>
      (await request<{ regions: RegionOwnership[] }>('/admin/regions', { query: { fields: 'id,name,currency_code,countries.iso_2', limit: 200 }, signal }))
        .regions,
    select: (regions) => {
      const countries: Record<string, string> = {}
      const currencies: Record<string, string> = {}
      for (const region of regions.filter((other) => other.id !== regionId)) {
        currencies[region.currency_code] ??= region.name
        for (const country of region.countries ?? []) if (country.iso_2) countries[country.iso_2.toLowerCase()] = region.name
      }
      return { countries, currencies }
    },
  })
}

/** The countries a shipping service zone of some stock location reaches (`GET /admin/stock-locations`). */
export function useCoveredCountries() {
  return useQuery({
    queryKey: queryKeys('stock-locations').lookup('coverage'),
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (await request<{ stock_locations: CoveringLocation[] }>('/admin/stock-locations', { query: { fields: COVERAGE_FIELDS, limit: 100 }, signal }))
        .stock_locations,
    select: coveredCountries,
  })
}

type StoreCurrencies = { id: string; supported_currencies?: { currency_code: string; is_default?: boolean; currency?: { name?: string } | null }[] | null }

/** The store's currencies, the default first (`GET /admin/stores`). */
export function useStoreCurrencies() {
  return useQuery({
    queryKey: queryKeys('stores').lookup('currencies'),
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (
        await request<{ stores: StoreCurrencies[] }>('/admin/stores', {
          query: { fields: 'id,supported_currencies.currency_code,supported_currencies.is_default,supported_currencies.currency.name', limit: 1 },
          signal,
        })
      ).stores[0],
    select: (store) =>
      [...(store?.supported_currencies ?? [])].sort(
        (a, b) => Number(!!b.is_default) - Number(!!a.is_default) || a.currency_code.localeCompare(b.currency_code),
      ),
  })
}

/** The payment providers Medusa has registered (`GET /admin/payments/payment-providers`). */
export function usePaymentProviders() {
  return useQuery({
    queryKey: queryKeys('regions').lookup('payment-providers'),
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await request<{ payment_providers: { id: string; is_enabled?: boolean }[] }>('/admin/payments/payment-providers', { query: { limit: 100 }, signal }))
        .payment_providers,
  })
}
