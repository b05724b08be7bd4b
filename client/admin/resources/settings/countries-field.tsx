import { useEffect, useMemo } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { countryName } from '../../../../rules/country-name'
import type { FieldProps } from '../../engine/resource'
import { useLocale, useT } from '../../i18n'
import { Combobox } from '../../ui/fields/combobox'
import { COUNTRY_CODES } from './country-codes'
import { unshippable } from './region-coverage'
import { useCoveredCountries, useTaken } from './region-data'

/**
 * A region's countries, chosen by their names in the staff's language (or their code). A country another region has
 * is marked with that region's name (the form refuses it, naming the region); a chosen country no shipping zone
 * reaches gets a warning, since nothing can be sold there.
 */
export function CountriesField({ name, label, disabled }: FieldProps) {
  const t = useT()
  const locale = useLocale()
  const { control, setValue, formState } = useFormContext()
  const chosen: string[] = useWatch({ control, name }) ?? []
  const regionId: string = useWatch({ control, name: 'id' }) ?? ''
  const taken = useTaken(regionId)
  const covered = useCoveredCountries()

  useEffect(() => {
    if (taken.data)
      setValue(
        'takenCountries',
        Object.fromEntries(Object.entries(taken.data.countries).map(([code, region]) => [code, { region, name: countryName(code, locale) }])),
      )
  }, [taken.data, setValue, locale])

  const choices = useMemo(
    () =>
      COUNTRY_CODES.map((code) => {
        const owner = taken.data?.countries[code]
        return { value: code, label: countryName(code, locale), ...(owner ? { note: t('regions.inRegion', { region: owner }) } : {}) }
      }).sort((a, b) => a.label.localeCompare(b.label, locale)),
    [locale, taken.data, t],
  )
  const unreached = covered.data ? unshippable(chosen, covered.data) : []
  return (
    <div className="flex flex-col gap-2">
      <Combobox
        choices={choices}
        multiple
        placeholder={t('regions.addCountry')}
        value={chosen}
        onChange={(next) => setValue(name, next, { shouldDirty: true, shouldValidate: true, shouldTouch: true })}
        label={label}
        invalid={!!formState.errors[name]}
        disabled={disabled}
      />
      {unreached.length > 0 && (
        <p className="flex items-start gap-1.5 text-sm text-amber-800" data-unshippable>
          <span aria-hidden="true" className="i-ph-warning mt-0.5 shrink-0" />
          {t('regions.noShippingZone', { countries: unreached.map((code) => countryName(code, locale)).join(', ') })}
        </p>
      )}
    </div>
  )
}
