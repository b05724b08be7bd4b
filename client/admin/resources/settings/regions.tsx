import type { AdminRegion } from '@medusajs/types'
import { lazy } from 'react'
import { countryName } from '../../../../rules/country-name'
import { defineResource, type RenderContext } from '../../engine/resource'
import { providerName } from '../payment-providers'
import { registered } from '../registry'
import { regionForm } from './region-form'

const countriesOf = (region: AdminRegion, { locale }: RenderContext) =>
  (region.countries ?? [])
    .map((country) => countryName(country.iso_2 ?? '', locale, country.display_name ?? undefined))
    .sort((a, b) => a.localeCompare(b, locale))
    .join(', ')
const providersOf = (region: AdminRegion, { t }: RenderContext) => (region.payment_providers ?? []).map((provider) => providerName(t, provider.id)).join(', ')
const yesNo = (value: boolean | undefined, { t }: RenderContext) => t(value ? 'generic.yes' : 'generic.no')

/**
 * Regions: one per currency, each country in one region (rules/README.md). List,
 * create, edit, delete; the detail warns of countries no shipping zone reaches. A change reaches the storefront's
 * country list at once: Medusa's region events purge the storefront's cache, and the worker reads the regions anew.
 */
export const regions = defineResource<AdminRegion>({
  ...registered('regions'),
  title: (region) => region.name,
  list: {
    columns: [
      { id: 'name', label: 'fields.name', sort: 'name' },
      { id: 'currency_code', label: 'regions.currency', primary: true, sort: 'currency_code', value: (region) => region.currency_code?.toUpperCase() },
      {
        id: 'countries',
        label: 'regions.countries',
        fields: ['countries.iso_2', 'countries.display_name'],
        value: (region) => (region.countries ?? []).map((country) => country.iso_2),
        cell: countriesOf,
        csv: countriesOf,
      },
      {
        id: 'payment_providers',
        label: 'regions.paymentProviders',
        fields: ['payment_providers.id'],
        value: (region) => (region.payment_providers ?? []).map((provider) => provider.id),
        cell: providersOf,
        csv: providersOf,
      },
      { id: 'automatic_taxes', label: 'regions.automaticTaxes', hidden: true, cell: (region, context) => yesNo(region.automatic_taxes, context) },
    ],
    search: 'regions.searchHint',
    defaultSort: 'name',
  },
  detail: {
    fields: 'id,name,currency_code,automatic_taxes,*countries,*payment_providers,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'regions.overview',
        rows: [
          { label: 'regions.currency', value: (region) => region.currency_code?.toUpperCase() },
          { label: 'regions.paymentProviders', value: providersOf },
          { label: 'regions.automaticTaxes', value: (region, context) => yesNo(region.automatic_taxes, context) },
        ],
      },
      { id: 'countries', title: 'regions.countries', component: lazy(() => import('./region-countries-section')) },
    ],
  },
  create: regionForm,
  edit: regionForm,
  remove: true,
})
