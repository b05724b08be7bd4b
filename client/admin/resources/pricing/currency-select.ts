import { request } from '../../engine/calls'
import { queryKeys } from '../../engine/query-keys'
import { querySelect } from '../orders/actions/query-select'

type Store = { supported_currencies?: { currency_code: string; is_default?: boolean }[] }

/** A currency the shop sells in (the store's, default first), for a fixed discount or a spend budget. */
export const CurrencySelect = querySelect({
  key: [...queryKeys('stores').lists(), 'currencies'],
  load: async () => {
    const { stores } = await request<{ stores: Store[] }>('/admin/stores', { query: { fields: 'id,*supported_currencies' } })
    const currencies = [...(stores[0]?.supported_currencies ?? [])].sort((a, b) => Number(!!b.is_default) - Number(!!a.is_default))
    return currencies.map((currency) => ({ value: currency.currency_code, text: currency.currency_code.toUpperCase() }))
  },
  optional: true,
})
