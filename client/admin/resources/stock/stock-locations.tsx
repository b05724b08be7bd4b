import type { AdminStockLocation } from '@medusajs/types'
import { lazy } from 'react'
import { z } from 'zod'
import { nameIn } from '../../../../rules/name-in-language'
import { englishNameSchema, nameSchema } from '../../../../rules/name-in-language-schema'
import { request } from '../../engine/calls'
import { defineResource, formOf } from '../../engine/resource'
import { ENGLISH_NAME_FIELD, englishNameValues, metadataWithEnglishName, nameColumn, namesIn } from '../english-name'
import { linksSection } from '../links-section'
import { REFERENCES } from '../references'
import { registered } from '../registry'

type Address = {
  address_1: string
  address_2: string
  company: string
  city: string
  postal_code: string
  province: string
  country_code: string
  phone: string
}
type Values = { name: string; address: Address }

const form = formOf<AdminStockLocation>()({
  schema: z.object({
    name: nameSchema,
    address: z.object({
      address_1: z.string().trim().min(1).max(200),
      address_2: z.string().trim().max(200),
      company: z.string().trim().max(200),
      postal_code: z.string().trim().max(20),
      city: z.string().trim().max(100),
      province: z.string().trim().max(100),
      country_code: z
        .string()
        .trim()
        .regex(/^[a-zA-Z]{2}$/),
      phone: z.string().trim().max(50),
    }),
    metadata: englishNameSchema,
  }),
  fields: [
    { name: 'name', label: 'fields.name' },
    ENGLISH_NAME_FIELD,
    { name: 'address.company', label: 'locations.company' },
    { name: 'address.address_1', label: 'locations.address1' },
    { name: 'address.address_2', label: 'locations.address2' },
    { name: 'address.postal_code', label: 'locations.postalCode', wide: false },
    { name: 'address.city', label: 'locations.city', wide: false },
    { name: 'address.province', label: 'locations.province', wide: false },
    { name: 'address.country_code', label: 'locations.country', hint: 'inventory.originCountryHint', wide: false },
    { name: 'address.phone', label: 'locations.phone', wide: false },
  ],
  values: (location) => {
    const address = (location?.address ?? {}) as Partial<Record<keyof Address, string | null>>
    const text = (key: keyof Address) => address[key] ?? ''
    return {
      name: location?.name ?? '',
      address: {
        address_1: text('address_1'),
        address_2: text('address_2'),
        company: text('company'),
        postal_code: text('postal_code'),
        city: text('city'),
        province: text('province'),
        country_code: text('country_code').toLowerCase(),
        phone: text('phone'),
      },
      metadata: englishNameValues(location),
    }
  },
  toBody: (values, location) => ({
    name: values.name,
    address: { ...values.address, country_code: values.address.country_code.toUpperCase() },
    metadata: metadataWithEnglishName(location?.metadata, values.metadata.name_en),
  }),
})

const linkSalesChannels = (location: AdminStockLocation, change: { add: string[]; remove: string[] }) =>
  request(`/admin/stock-locations/${encodeURIComponent(location.id)}/sales-channels`, { method: 'POST', body: change })

/** Stock locations: address, the sales channels they serve, their fulfillment providers (with their options) and fulfillment sets, whose service zones have pages of their own. */
export const stockLocations = defineResource<AdminStockLocation>({
  ...registered('stock-locations'),
  title: (location, locale) => nameIn(location, locale),
  list: {
    columns: [
      nameColumn<AdminStockLocation>(),
      { id: 'city', label: 'locations.city', primary: true, fields: ['address.city'], value: (location) => location.address?.city },
      { id: 'country', label: 'locations.country', fields: ['address.country_code'], value: (location) => location.address?.country_code?.toUpperCase() },
      {
        id: 'sales_channels',
        label: 'fields.salesChannels',
        fields: ['sales_channels.name', 'sales_channels.metadata'],
        value: (location) => (location.sales_channels ?? []).map((channel) => channel.name),
        cell: (location, { locale }) => namesIn(location.sales_channels, locale),
      },
    ],
    search: 'locations.searchHint',
    defaultSort: 'name',
  },
  detail: {
    fields:
      'id,name,metadata,*address,*sales_channels,*fulfillment_providers,*fulfillment_sets,*fulfillment_sets.service_zones,*fulfillment_sets.service_zones.geo_zones',
    sections: [
      {
        id: 'address',
        title: 'locations.address',
        rows: [
          { label: 'locations.company', value: (location) => location.address?.company },
          { label: 'locations.address1', value: (location) => [location.address?.address_1, location.address?.address_2].filter(Boolean).join(', ') },
          { label: 'locations.city', value: (location) => [location.address?.postal_code, location.address?.city].filter(Boolean).join(' ') },
          { label: 'locations.province', value: (location) => location.address?.province },
          { label: 'locations.country', value: (location) => location.address?.country_code?.toUpperCase() },
          { label: 'locations.phone', value: (location) => location.address?.phone },
        ],
      },
      { id: 'fulfillment-sets', title: 'locations.fulfillmentSets', component: lazy(() => import('./fulfillment-sets-section')) },
      {
        id: 'sales-channels',
        title: 'fields.salesChannels',
        aside: true,
        component: linksSection<AdminStockLocation>({
          reference: REFERENCES.salesChannels,
          read: (location) => (location.sales_channels ?? []).map((channel) => ({ id: channel.id, label: channel.name })),
          write: linkSalesChannels,
          empty: 'locations.noSalesChannels',
          addLabel: 'locations.addSalesChannels',
        }),
      },
      { id: 'fulfillment-providers', title: 'locations.fulfillmentProviders', aside: true, component: lazy(() => import('./fulfillment-providers-section')) },
    ],
  },
  create: form,
  edit: form,
  remove: true,
  screens: {
    // a service zone's own page: its areas and its shipping options
    pages: [{ path: '/:id/fulfillment-sets/:setId/service-zones/:zoneId', component: lazy(() => import('./service-zone-page')) }],
  },
})
