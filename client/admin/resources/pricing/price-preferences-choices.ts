import { useQuery } from '@tanstack/react-query'
import { request } from '../../engine/calls'

export type PreferenceAttribute = 'region_id' | 'currency_code'

type Region = { id: string; name: string; currency_code: string }
type Store = { supported_currencies?: { currency_code: string; is_default?: boolean }[] }

export type ValueChoice = { value: string; text: string }

/** GET /admin/regions: every region, by name (the shop has a handful). */
export const listRegions = async (signal?: AbortSignal) =>
  (await request<{ regions: Region[] }>('/admin/regions', { query: { fields: 'id,name,currency_code', limit: 200, order: 'name' }, signal })).regions

/** The store's currencies (GET /admin/stores), the default first: the only ones the shop has prices in. */
async function listStoreCurrencies(signal?: AbortSignal): Promise<string[]> {
  const { stores } = await request<{ stores: Store[] }>('/admin/stores', { query: { fields: 'id,*supported_currencies' }, signal })
  return [...(stores[0]?.supported_currencies ?? [])].sort((a, b) => Number(!!b.is_default) - Number(!!a.is_default)).map((currency) => currency.currency_code)
}

/** What a preference of this attribute can be set for: regions by name, currencies by code. */
export async function valueChoices(attribute: PreferenceAttribute, signal?: AbortSignal): Promise<ValueChoice[]> {
  if (attribute === 'region_id')
    return (await listRegions(signal)).map((region) => ({ value: region.id, text: `${region.name} (${region.currency_code.toUpperCase()})` }))
  return (await listStoreCurrencies(signal)).map((code) => ({ value: code, text: code.toUpperCase() }))
}

/** The values that have a preference already (Medusa keeps one per attribute and value). */
export const takenValues = async (attribute: PreferenceAttribute, signal?: AbortSignal) =>
  (
    await request<{ price_preferences: { value: string | null }[] }>('/admin/price-preferences', {
      query: { attribute, fields: 'id,value', limit: 300 },
      signal,
    })
  ).price_preferences.flatMap((preference) => (preference.value ? [preference.value] : []))

/** Choices and taken values of one attribute, shared by the form's picker. */
export function usePreferenceChoices(attribute: PreferenceAttribute) {
  return useQuery({
    queryKey: ['price-preferences', 'choices', attribute],
    queryFn: async ({ signal }) => {
      const [choices, taken] = await Promise.all([valueChoices(attribute, signal), takenValues(attribute, signal)])
      return { choices, taken }
    },
    staleTime: 30_000,
  })
}
