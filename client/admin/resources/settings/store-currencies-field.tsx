import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { request } from '../../engine/calls'
import { queryKeys } from '../../engine/query-keys'
import type { FieldProps } from '../../engine/resource'
import { useLocale, useT } from '../../i18n'
import { currencyName } from './currency-name'
import { useTaken } from './region-data'

/**
 * The store's currencies: each with a choice of the default and a way to remove it, and Medusa's other currencies
 * to add (`GET /admin/currencies`). It tells the form which region uses each currency (`usedBy`), so a currency
 * still in use is refused with the region's name.
 */
export function StoreCurrenciesField({ name, label, disabled }: FieldProps) {
  const t = useT()
  const locale = useLocale()
  const addId = useId()
  const { control, setValue } = useFormContext()
  const chosen: string[] = useWatch({ control, name }) ?? []
  const defaultCode: string = useWatch({ control, name: 'default_currency' }) ?? ''
  const [adding, setAdding] = useState('')
  const regions = useTaken('')
  const all = useQuery({
    queryKey: queryKeys('currencies').lookup('all'),
    staleTime: 300_000,
    queryFn: async ({ signal }) =>
      (
        await request<{ currencies: { code: string; name: string }[] }>('/admin/currencies', {
          query: { fields: 'code,name', limit: 300, order: 'code' },
          signal,
        })
      ).currencies,
  })
  useEffect(() => {
    if (regions.data) setValue('usedBy', regions.data.currencies)
  }, [regions.data, setValue])

  const change = (next: string[]) => setValue(name, next, { shouldDirty: true, shouldValidate: true, shouldTouch: true })
  const setDefault = (code: string) => {
    setValue('default_currency', code, { shouldDirty: true })
    change(chosen)
  }
  const addable = (all.data ?? []).filter((currency) => !chosen.includes(currency.code))
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-stone-200 rounded-md border border-stone-200" aria-label={label}>
        {chosen.map((code) => (
          <li key={code} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm" data-currency={code}>
            <span className="min-w-0 flex-1">
              <span className="font-medium">{code.toUpperCase()}</span> – {currencyName(code, locale)}
            </span>
            <label className="flex items-center gap-1.5 text-stone-700">
              <input type="radio" name={`${name}-default`} checked={defaultCode === code} disabled={disabled} onChange={() => setDefault(code)} />
              {t('store.isDefault')}
            </label>
            <button
              type="button"
              className="admin-icon-btn h-8 w-8 text-red-700"
              aria-label={t('engine.remove', { label: code.toUpperCase() })}
              disabled={disabled}
              onClick={() => change(chosen.filter((other) => other !== code))}
            >
              <span aria-hidden="true" className="i-ph-x" />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={addId}
          aria-label={t('store.addCurrency')}
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
          disabled={disabled || all.isPending}
          className="admin-input max-w-xs"
        >
          <option value="">{t('store.addCurrency')}</option>
          {addable.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code.toUpperCase()} – {currencyName(currency.code, locale, currency.name)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="admin-btn-secondary"
          disabled={disabled || !adding}
          onClick={() => {
            change([...chosen, adding])
            setAdding('')
          }}
        >
          <span aria-hidden="true" className="i-ph-plus" />
          {t('engine.add')}
        </button>
      </div>
    </div>
  )
}
