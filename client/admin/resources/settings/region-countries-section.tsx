import type { AdminRegion } from '@medusajs/types'
import { countryName } from '../../../../rules/country-name'
import type { SectionProps } from '../../engine/resource'
import { useLocale, useT } from '../../i18n'
import { unshippable } from './region-coverage'
import { useCoveredCountries } from './region-data'

/** A region's countries by name, each marked when no shipping zone reaches it (it is listed in the shop, but nothing can be shipped there). */
export default function RegionCountriesSection({ item: region }: SectionProps<AdminRegion>) {
  const t = useT()
  const locale = useLocale()
  const covered = useCoveredCountries()
  const countries = (region.countries ?? [])
    .filter((country) => country.iso_2)
    .map((country) => ({ code: country.iso_2!.toLowerCase(), name: countryName(country.iso_2!, locale, country.display_name ?? undefined) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  const unreached = new Set(
    covered.data
      ? unshippable(
          countries.map((country) => country.code),
          covered.data,
        )
      : [],
  )
  if (!countries.length) return <p className="px-4 py-3 text-sm text-stone-600">{t('regions.noCountries')}</p>
  return (
    <div className="flex flex-col gap-3 px-4 py-3">
      {unreached.size > 0 && (
        <p role="status" className="flex items-start gap-1.5 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-unshippable>
          <span aria-hidden="true" className="i-ph-warning mt-0.5 shrink-0" />
          {t('regions.noShippingZone', {
            countries: countries
              .filter((country) => unreached.has(country.code))
              .map((country) => country.name)
              .join(', '),
          })}
        </p>
      )}
      <ul className="flex flex-wrap gap-1.5">
        {countries.map((country) => (
          <li
            key={country.code}
            className={unreached.has(country.code) ? 'admin-chip border-amber-300 bg-amber-50 text-amber-900' : 'admin-chip'}
            data-country={country.code}
          >
            {country.name}
            {unreached.has(country.code) && <span className="sr-only"> ({t('regions.unshippable')})</span>}
          </li>
        ))}
      </ul>
    </div>
  )
}
