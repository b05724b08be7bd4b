import type { AdminPricePreference } from '@medusajs/types'
import { z } from 'zod'
import { type Calls, restCalls } from '../../engine/calls'
import { defineResource, formOf, type Option } from '../../engine/resource'
import type { MessageKey } from '../../i18n'
import { registered } from '../registry'
import { listRegions } from './price-preferences-choices'
import { PreferenceValueField } from './price-preferences-value'

/** A preference with the name of what it is for: a region's name, a currency's code. */
export type PricePreference = AdminPricePreference & { label: string }

const ATTRIBUTE_OPTIONS = [
  { value: 'region_id', label: 'pricePreferences.attributes.region_id' },
  { value: 'currency_code', label: 'pricePreferences.attributes.currency_code' },
] satisfies Option[]

export const pricePreferenceForm = formOf<PricePreference>()({
  schema: z.object({ attribute: z.enum(['region_id', 'currency_code']), value: z.string().min(1), is_tax_inclusive: z.boolean() }),
  fields: [
    { name: 'attribute', label: 'pricePreferences.attribute', options: ATTRIBUTE_OPTIONS },
    { name: 'value', label: 'pricePreferences.value', component: PreferenceValueField },
    { name: 'is_tax_inclusive', label: 'pricePreferences.taxInclusive', hint: 'pricePreferences.taxHint' },
  ],
  values: (preference) => ({
    attribute: preference?.attribute === 'region_id' ? ('region_id' as const) : ('currency_code' as const),
    value: preference?.value ?? '',
    is_tax_inclusive: preference?.is_tax_inclusive ?? true,
  }),
  toBody: (values) => values,
})

const { path, listKey, itemKey } = registered('price-preferences')
const rest = restCalls<AdminPricePreference>(path, listKey, itemKey)

/** Names the preferences' regions (one request for all of them); a currency is named by its code. */
async function named(preferences: AdminPricePreference[], signal?: AbortSignal): Promise<PricePreference[]> {
  const regions = preferences.some((preference) => preference.attribute === 'region_id') ? await listRegions(signal) : []
  const names = new Map(regions.map((region) => [region.id, region.name]))
  return preferences.map((preference) => ({
    ...preference,
    label: (preference.attribute === 'region_id' ? names.get(preference.value ?? '') : preference.value?.toUpperCase()) ?? preference.value ?? preference.id,
  }))
}

const calls: Calls<PricePreference> = {
  list: async (query, signal) => {
    const page = await rest.list(query, signal)
    return { rows: await named(page.rows, signal), count: page.count }
  },
  retrieve: async (id, query, signal) => {
    const preference = await rest.retrieve(id, query, signal)
    // Medusa 2.21 answers an unknown (or deleted) preference with 200 and an empty body
    if (!preference) throw Object.assign(new Error(`Price preference with id: ${id} was not found`), { status: 404, statusText: 'Not Found' })
    return (await named([preference], signal))[0]
  },
  create: async (body) => (await named([await rest.create(body)]))[0],
  update: async (id, body) => (await named([await rest.update(id, body)]))[0],
  remove: rest.remove,
}

const grossOrNet = (preference: AdminPricePreference): MessageKey => (preference.is_tax_inclusive ? 'pricePreferences.gross' : 'pricePreferences.net')

/**
 * Price preferences: whether the prices staff enter for a region or a currency include tax (gross) or not (net);
 * list, create, edit, delete (`/admin/price-preferences`).
 */
export const pricePreferences = defineResource<PricePreference>({
  ...registered('price-preferences'),
  title: (preference) => preference.label ?? preference.value?.toUpperCase() ?? preference.id,
  list: {
    columns: [
      { id: 'value', label: 'pricePreferences.value', sort: 'value', fields: ['value', 'attribute'], value: (preference) => preference.label },
      {
        id: 'attribute',
        label: 'pricePreferences.attribute',
        sort: 'attribute',
        cell: (preference, { t }) => t(`pricePreferences.attributes.${preference.attribute === 'region_id' ? 'region_id' : 'currency_code'}`),
      },
      {
        id: 'is_tax_inclusive',
        label: 'pricePreferences.prices',
        primary: true,
        cell: (preference, { t }) => t(grossOrNet(preference)),
        csv: (preference, { t }) => t(grossOrNet(preference)),
      },
      { id: 'updated_at', label: 'fields.updatedAt', sort: 'updated_at', hidden: true },
    ],
    filters: [{ id: 'attribute', label: 'pricePreferences.attribute', options: ATTRIBUTE_OPTIONS }],
    defaultSort: 'attribute',
  },
  detail: {
    fields: 'id,attribute,value,is_tax_inclusive,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'products.overview',
        rows: [
          {
            label: 'pricePreferences.attribute',
            value: (preference, { t }) => t(`pricePreferences.attributes.${preference.attribute === 'region_id' ? 'region_id' : 'currency_code'}`),
          },
          { label: 'pricePreferences.prices', value: (preference, { t }) => t(grossOrNet(preference)) },
        ],
      },
    ],
  },
  calls,
  create: pricePreferenceForm,
  edit: pricePreferenceForm,
  remove: true,
})
