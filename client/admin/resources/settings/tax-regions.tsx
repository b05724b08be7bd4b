import type { AdminTaxRegion } from '@medusajs/types'
import { z } from 'zod'
import { countryName } from '../../../../rules/country-name'
import { restCalls } from '../../engine/calls'
import { childOf } from '../../engine/children/child-spec'
import { defineResource, formOf, type RenderContext } from '../../engine/resource'
import { localeFromPath } from '../../locale'
import { REGISTRY, registered } from '../registry'
import { CountrySelect } from './country-select'
import { percent } from './tax-percent'
import { TaxProviderField, taxProviderName } from './tax-provider-field'
import { taxRates } from './tax-rates'

const TAX_REGIONS = REGISTRY['tax-regions']

/** The language of the page (titles have no render context): a country is named as the staff read it. */
const pageLocale = () => (typeof location === 'undefined' ? null : localeFromPath(location.pathname)) ?? 'de'

const placeOf = (region: AdminTaxRegion, locale = pageLocale()) =>
  region.province_code
    ? `${region.province_code.toUpperCase()} · ${countryName(region.country_code ?? '', locale)}`
    : countryName(region.country_code ?? '', locale)
const defaultRate = (region: AdminTaxRegion) => region.tax_rates?.find((rate) => rate.is_default)?.rate
const rateOf = (region: AdminTaxRegion, { locale }: RenderContext) => percent(defaultRate(region), locale)

const rateShape = {
  rate_name: z.string().trim().min(1).max(100),
  rate_code: z.string().trim().min(1).max(50),
  rate: z.number().min(0).max(100).multipleOf(0.001),
}
const rateFields = [
  { name: 'rate_name', label: 'taxes.rateName', hint: 'taxes.rateNameHint' },
  { name: 'rate_code', label: 'taxes.code', hint: 'taxes.codeHint', wide: false },
  { name: 'rate', label: 'taxes.defaultRate', hint: 'taxes.rateHint', step: 0.1, decimals: 3, wide: false },
] as const
const defaultTaxRate = (values: { rate_name: string; rate_code: string; rate: number }) => ({
  name: values.rate_name,
  code: values.rate_code,
  rate: values.rate,
  is_default: true,
})

/** A country's tax region with its default rate, in one call (Medusa creates both or neither). */
const createForm = formOf<AdminTaxRegion>()({
  schema: z.object({ country_code: z.string().regex(/^[a-z]{2}$/), provider_id: z.string().min(1), ...rateShape }),
  fields: [
    { name: 'country_code', label: 'taxes.country', component: CountrySelect, wide: false },
    { name: 'provider_id', label: 'taxes.provider', component: TaxProviderField, wide: false },
    ...rateFields,
  ],
  values: () => ({ country_code: '', provider_id: 'tp_system', rate_name: '', rate_code: '', rate: 0 }),
  toBody: (values) => ({ country_code: values.country_code, provider_id: values.provider_id, default_tax_rate: defaultTaxRate(values) }),
})

/**
 * A country's tax provider (its rates are edited in their own table). A province uses its country's provider (Medusa
 * allows one only on the country), so its form changes nothing but what it is sent with.
 */
const editForm = formOf<AdminTaxRegion>()({
  schema: z.object({ provider_id: z.string().min(1) }),
  fields: [{ name: 'provider_id', label: 'taxes.provider', hint: 'taxes.providerHint', component: TaxProviderField }],
  values: (region) => ({ provider_id: region?.provider_id ?? 'tp_system' }),
  toBody: (values, region) => (region?.parent_id ? {} : values),
})

const provinceForm = formOf<AdminTaxRegion>()({
  schema: z.object({
    province_code: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9]{1,3}(-[a-z0-9]{1,3})?$/),
    ...rateShape,
  }),
  fields: [{ name: 'province_code', label: 'taxes.province', hint: 'taxes.provinceHint' }, ...rateFields],
  values: () => ({ province_code: '', rate_name: '', rate_code: '', rate: 0 }),
  toBody: (values) => ({ province_code: values.province_code, default_tax_rate: defaultTaxRate(values) }),
})

const taxRegionCalls = restCalls<AdminTaxRegion>(TAX_REGIONS.path, TAX_REGIONS.listKey, TAX_REGIONS.itemKey)

/** Medusa 2.21 answers an unknown (or deleted) tax region's id with 200 and no tax region: that is a 404 here. */
async function retrieveTaxRegion(...args: Parameters<typeof taxRegionCalls.retrieve>) {
  const region = await taxRegionCalls.retrieve(...args)
  if (!region) throw Object.assign(new Error(`Tax region with id: ${args[0]} was not found`), { status: 404, statusText: 'Not Found' })
  return region
}

/** A country's provinces with rates of their own (child tax regions, `parent_id`): create, delete. */
const provinces = childOf<AdminTaxRegion>()<AdminTaxRegion>({
  id: 'provinces',
  title: 'taxes.provinces',
  name: 'tax-regions',
  path: () => TAX_REGIONS.path,
  listKey: TAX_REGIONS.listKey,
  itemKey: TAX_REGIONS.itemKey,
  calls: (country) => {
    return {
      list: (query, signal) => taxRegionCalls.list({ ...query, parent_id: country.id }, signal),
      // a province takes its country's provider (Medusa allows one only on the country)
      create: (body) => taxRegionCalls.create({ ...body, parent_id: country.id, country_code: country.country_code }),
    }
  },
  rowTitle: (region) => region.province_code?.toUpperCase() ?? region.id,
  columns: [
    { id: 'province_code', label: 'taxes.province', sort: 'province_code', value: (region) => region.province_code?.toUpperCase() },
    {
      id: 'rate',
      label: 'taxes.defaultRate',
      primary: true,
      align: 'end',
      fields: ['tax_rates.rate', 'tax_rates.is_default'],
      value: defaultRate,
      cell: rateOf,
      csv: rateOf,
    },
  ],
  defaultSort: 'province_code',
  link: (region) => `${TAX_REGIONS.route}/${encodeURIComponent(region.id)}`,
  create: provinceForm,
  remove: true,
})

/**
 * Tax regions: one per country the shop sells to, with its rates (a German seller applies the destination's VAT
 * inside the EU and 0 % to exports, rules/README.md), and the provinces that tax
 * otherwise. The list holds the countries; a province opens from its country.
 */
export const taxRegions = defineResource<AdminTaxRegion>({
  ...registered('tax-regions'),
  title: (region) => placeOf(region),
  list: {
    columns: [
      {
        id: 'country',
        label: 'taxes.country',
        sort: 'country_code',
        fields: ['country_code', 'province_code'],
        value: (region) => region.country_code,
        cell: (region, { locale }) => placeOf(region, locale),
        csv: (region, { locale }) => placeOf(region, locale),
      },
      {
        id: 'provider_id',
        label: 'taxes.provider',
        cell: (region, { t }) => taxProviderName(t, region.provider_id),
        csv: (region, { t }) => taxProviderName(t, region.provider_id),
      },
      {
        id: 'rate',
        label: 'taxes.defaultRate',
        primary: true,
        align: 'end',
        fields: ['tax_rates.rate', 'tax_rates.is_default'],
        value: defaultRate,
        cell: rateOf,
        csv: rateOf,
      },
    ],
    query: { parent_id: 'null' },
    defaultSort: 'country_code',
    pageSize: 50,
  },
  detail: {
    fields: 'id,country_code,province_code,provider_id,parent_id,*tax_rates',
    sections: [
      {
        id: 'overview',
        title: 'taxes.overview',
        rows: [
          { label: 'taxes.country', value: (region, { locale }) => countryName(region.country_code ?? '', locale) },
          { label: 'taxes.province', value: (region) => region.province_code?.toUpperCase() },
          { label: 'taxes.provider', value: (region, { t }) => taxProviderName(t, region.provider_id) },
          { label: 'taxes.defaultRate', value: rateOf },
        ],
      },
    ],
    children: [taxRates, provinces],
  },
  create: createForm,
  edit: editForm,
  remove: true,
  calls: { retrieve: retrieveTaxRegion },
})
