import { useId, useMemo } from 'react'
import { useFormContext } from 'react-hook-form'
import { countryName } from '../../../../rules/country-name'
import type { FieldProps } from '../../engine/resource'
import { useLocale, useT } from '../../i18n'
import { COUNTRY_CODES } from './country-codes'

/** One country, chosen by its name in the staff's language. */
export function CountrySelect({ name, label, disabled }: FieldProps) {
  const t = useT()
  const locale = useLocale()
  const id = useId()
  const { register } = useFormContext()
  const choices = useMemo(
    () => COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale)),
    [locale],
  )
  return (
    <select id={id} aria-label={label} {...register(name)} disabled={disabled} className="admin-input">
      <option value="">{t('engine.choose')}</option>
      {choices.map((choice) => (
        <option key={choice.code} value={choice.code}>
          {choice.name}
        </option>
      ))}
    </select>
  )
}
