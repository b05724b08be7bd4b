import { useQuery } from '@tanstack/react-query'
import { request } from '../../../engine/calls'
import { queryKeys } from '../../../engine/query-keys'
import { columnKey, type PriceColumn } from './prices'

type Store = { supported_currencies?: { currency_code: string; is_default?: boolean }[] }
type Region = { id: string; name: string; currency_code: string }

/** The price grids' columns: the store's currencies (default first), then each region's own price. */
export async function loadPriceColumns(signal?: AbortSignal): Promise<PriceColumn[]> {
  const [{ stores }, { regions }] = await Promise.all([
    request<{ stores: Store[] }>('/admin/stores', { query: { fields: 'id,*supported_currencies' }, signal }),
    request<{ regions: Region[] }>('/admin/regions', { query: { fields: 'id,name,currency_code', limit: 100, order: 'name' }, signal }),
  ])
  const currencies = [...(stores[0]?.supported_currencies ?? [])].sort((a, b) => Number(!!b.is_default) - Number(!!a.is_default))
  return [
    ...currencies.map((currency) => ({
      key: columnKey(currency.currency_code),
      currency_code: currency.currency_code,
      label: currency.currency_code.toUpperCase(),
    })),
    ...regions.map((region) => ({
      key: columnKey(region.currency_code, region.id),
      currency_code: region.currency_code,
      region_id: region.id,
      label: `${region.name} (${region.currency_code.toUpperCase()})`,
    })),
  ]
}

/** The grids' columns, cached for five minutes (the product's price grid and a price list's share them). */
export function usePriceColumns() {
  return useQuery({
    queryKey: [...queryKeys('stores').lists(), 'price-columns'],
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => loadPriceColumns(signal),
  })
}
