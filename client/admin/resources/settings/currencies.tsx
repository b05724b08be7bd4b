import type { AdminCurrency } from '@medusajs/types'
import { defineResource, type Entity, type RenderContext } from '../../engine/resource'
import { useT } from '../../i18n'
import { registered } from '../registry'
import { currencyName } from './currency-name'
import { useStoreCurrencies } from './region-data'

type Currency = AdminCurrency & Entity

const nameOf = (currency: Currency, { locale }: RenderContext) => currencyName(currency.code, locale, currency.name)

/** Whether the store takes payments in a currency (and whether it is the default), read from the store itself. */
function StoreSupport({ item: currency }: { item: Currency }) {
  const t = useT()
  const store = useStoreCurrencies()
  if (!store.data) return null
  const supported = store.data.find((entry) => entry.currency_code === currency.code)
  return (
    <p className="px-4 py-3 text-sm text-stone-800" data-supported={supported ? (supported.is_default ? 'default' : 'yes') : 'no'}>
      {t(supported ? (supported.is_default ? 'currencies.storeDefault' : 'currencies.storeSupports') : 'currencies.storeLacks')}
    </p>
  )
}

/**
 * Medusa's currencies (read-only): code, name, symbol, decimals, and whether the store takes payments in one. A
 * currency is named by its `code` (`/currencies/eur`). The store's currencies are chosen on the store's page.
 */
export const currencies = defineResource<Currency>({
  ...registered('currencies'),
  key: 'code',
  title: (currency) => `${currency.code.toUpperCase()} – ${currency.name}`,
  list: {
    columns: [
      { id: 'code', label: 'currencies.code', sort: 'code', value: (currency) => currency.code.toUpperCase() },
      { id: 'name', label: 'fields.name', primary: true, fields: ['name'], value: (currency) => currency.name, cell: nameOf, csv: nameOf },
      { id: 'symbol_native', label: 'currencies.symbol' },
      { id: 'decimal_digits', label: 'currencies.decimals', align: 'end' },
    ],
    search: 'currencies.searchHint',
    defaultSort: 'code',
    pageSize: 50,
  },
  detail: {
    fields: 'code,name,symbol,symbol_native,decimal_digits,rounding',
    sections: [
      {
        id: 'overview',
        title: 'currencies.overview',
        rows: [
          { label: 'currencies.code', value: (currency) => currency.code.toUpperCase() },
          { label: 'fields.name', value: nameOf },
          { label: 'currencies.symbol', value: (currency) => currency.symbol_native },
          { label: 'currencies.decimals', value: (currency) => currency.decimal_digits },
          { label: 'currencies.rounding', value: (currency) => currency.rounding },
        ],
      },
      { id: 'store', title: 'currencies.inStore', aside: true, component: StoreSupport },
    ],
  },
})
