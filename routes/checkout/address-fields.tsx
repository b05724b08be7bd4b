import type { UseFormRegisterReturn } from 'react-hook-form'
import { useT } from '../../i18n'
import { countryName } from '../../rules/country-name'
import { usePage } from '../lib/page-context'
import { SelectField, TextField } from './fields'
import { type AddressField, postalCodeName, provinceName, provinceRequired, zipRequired } from './validation'

/** What an input of the address needs from its form: id, registration, value, message. */
type FieldBinding = UseFormRegisterReturn & { id: string; defaultValue?: string; error?: string }

type AddressFieldsProps = {
  /** Prefix of the autofill section ('shipping' | 'billing' | 'address'). */
  prefix: string
  field: (name: AddressField) => FieldBinding
  /** The country chosen now (which fields are optional follows it). */
  country: string
  /** iso_2 codes of the countries the cart's region ships to. */
  countries: string[]
}

/** The fields of a shipping or billing address, with browser autofill hints per address type. */
export function AddressFields({ prefix, field, country, countries }: AddressFieldsProps) {
  const t = useT()
  const { locale } = usePage()
  const options = countries.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => a.name.localeCompare(b.name, locale))
  const auto = (hint: string) => `section-${prefix} ${prefix} ${hint}`
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        {...field('title')}
        label={t('checkout.address.title')}
        optional
        autoComplete={auto('honorific-prefix')}
        className="sm:col-span-2 sm:max-w-48"
      >
        <option value="">{t('checkout.address.titleNone')}</option>
        <option value="ms">{t('checkout.address.titleMs')}</option>
        <option value="mr">{t('checkout.address.titleMr')}</option>
      </SelectField>
      <TextField {...field('first_name')} label={t('checkout.address.firstName')} autoComplete={auto('given-name')} />
      <TextField {...field('last_name')} label={t('checkout.address.lastName')} autoComplete={auto('family-name')} />
      <TextField {...field('company')} label={t('checkout.address.company')} optional autoComplete={auto('organization')} />
      <TextField {...field('vat_id')} label={t('checkout.address.vatId')} optional autoComplete="off" />
      <TextField {...field('address_1')} label={t('checkout.address.street')} autoComplete={auto('address-line1')} className="sm:col-span-2" />
      <TextField {...field('address_2')} label={t('checkout.address.line2')} optional autoComplete={auto('address-line2')} className="sm:col-span-2" />
      <TextField
        {...field('postal_code')}
        label={t(`checkout.address.zip.${postalCodeName(country)}`)}
        optional={!zipRequired(country)}
        autoComplete={auto('postal-code')}
      />
      <TextField {...field('city')} label={t('checkout.address.city')} autoComplete={auto('address-level2')} />
      <TextField
        {...field('province')}
        label={t(`checkout.address.province.${provinceName(country)}`)}
        optional={!provinceRequired(country)}
        autoComplete={auto('address-level1')}
      />
      <SelectField {...field('country_code')} label={t('checkout.address.country')} autoComplete={auto('country')}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <TextField {...field('phone')} type="tel" label={t('checkout.address.phone')} optional autoComplete={auto('tel')} />
      <p id={`${prefix}-country-note`} className="self-end text-xs text-stone-600">
        {t('checkout.address.countryNote')}
      </p>
    </div>
  )
}
