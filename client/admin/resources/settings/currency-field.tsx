import { useEffect, useId } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { FieldProps } from '../../engine/resource'
import { useLocale, useT } from '../../i18n'
import { currencyName } from './currency-name'
import { useStoreCurrencies, useTaken } from './region-data'

/**
 * A region's currency, one of the store's. The shop keeps one region per currency: a currency another region has is
 * marked with that region's name, and the form refuses it.
 */
export function CurrencyField({ name, label, disabled }: FieldProps) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const { control, setValue } = useFormContext()
  const regionId: string = useWatch({ control, name: 'id' }) ?? ''
  const current: string = useWatch({ control, name }) ?? ''
  const currencies = useStoreCurrencies()
  const taken = useTaken(regionId)

  useEffect(() => {
    if (taken.data)
      setValue(
        'takenCurrencies',
        Object.fromEntries(Object.entries(taken.data.currencies).map(([code, region]) => [code, { region, name: currencyName(code, locale) }])),
      )
  }, [taken.data, setValue, locale])

  const codes = (currencies.data ?? []).map((currency) => currency.currency_code)
  // a region's currency the store no longer lists stays choosable, so editing its name does not change it
  if (current && currencies.data && !codes.includes(current)) codes.push(current)
  return (
    // controlled: the choices arrive after the form's value
    <select
      id={id}
      aria-label={label}
      value={current}
      onChange={(event) => setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true, shouldTouch: true })}
      disabled={disabled || currencies.isPending}
      className="admin-input"
    >
      <option value="">{t('engine.choose')}</option>
      {codes.map((code) => {
        const owner = taken.data?.currencies[code]
        return (
          <option key={code} value={code}>
            {code.toUpperCase()} – {currencyName(code, locale)}
            {owner ? ` · ${t('regions.inRegion', { region: owner })}` : ''}
          </option>
        )
      })}
    </select>
  )
}
