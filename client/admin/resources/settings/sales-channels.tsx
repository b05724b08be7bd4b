import type { AdminSalesChannel } from '@medusajs/types'
import { z } from 'zod'
import { nameIn } from '../../../../rules/name-in-language'
import { englishNameSchema, nameSchema } from '../../../../rules/name-in-language-schema'
import { request } from '../../engine/calls'
import { defineResource } from '../../engine/resource'
import { productsOf } from '../catalogue/products/products-of'
import { ENGLISH_NAME_FIELD, englishNameValues, metadataWithEnglishName, nameColumn } from '../english-name'
import { registered } from '../registry'

const setProducts = (id: string, key: 'add' | 'remove') => (ids: string[]) =>
  request(`/admin/sales-channels/${encodeURIComponent(id)}/products`, { method: 'POST', body: { [key]: ids } })

const form = {
  schema: z.object({
    name: nameSchema,
    description: z.string().max(1000),
    is_disabled: z.boolean(),
    metadata: englishNameSchema,
  }),
  fields: [
    { name: 'name', label: 'fields.name' as const },
    ENGLISH_NAME_FIELD,
    { name: 'description', label: 'fields.description' as const, kind: 'textarea' as const },
    { name: 'is_disabled', label: 'salesChannels.disabled' as const },
  ],
  values: (channel?: AdminSalesChannel) => ({
    name: channel?.name ?? '',
    description: channel?.description ?? '',
    is_disabled: channel?.is_disabled ?? false,
    metadata: englishNameValues(channel),
  }),
  toBody: (values: { metadata: { name_en: string } }, channel?: AdminSalesChannel) => ({
    ...values,
    metadata: metadataWithEnglishName(channel?.metadata, values.metadata.name_en),
  }),
}

/** Sales channels: list, create, edit, delete; their products (POST /admin/sales-channels/{id}/products). */
export const salesChannels = defineResource<AdminSalesChannel>({
  ...registered('sales-channels'),
  title: (channel, locale) => nameIn(channel, locale),
  list: {
    columns: [
      nameColumn<AdminSalesChannel>(),
      { id: 'description', label: 'fields.description' },
      {
        id: 'is_disabled',
        label: 'salesChannels.status',
        primary: true,
        value: (channel) => channel.is_disabled,
        cell: (channel, { t }) => (channel.is_disabled ? t('salesChannels.disabled') : t('salesChannels.enabled')),
      },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at', hidden: true },
    ],
    search: 'salesChannels.searchHint',
    defaultSort: 'name',
  },
  detail: {
    fields: 'id,name,description,is_disabled,metadata,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'products.overview',
        rows: [
          { label: 'fields.name', value: (channel) => channel.name },
          { label: 'fields.nameEn', value: (channel) => englishNameValues(channel).name_en || null },
          { label: 'fields.description', value: (channel) => channel.description },
          { label: 'salesChannels.status', value: (channel, { t }) => (channel.is_disabled ? t('salesChannels.disabled') : t('salesChannels.enabled')) },
        ],
      },
      {
        id: 'products',
        title: 'products.ofThis',
        bare: true,
        component: productsOf<AdminSalesChannel>({
          query: (channel) => ({ sales_channel_id: [channel.id] }),
          add: (channel, ids) => setProducts(channel.id, 'add')(ids),
          remove: (channel, ids) => setProducts(channel.id, 'remove')(ids),
          owner: 'sales-channels',
        }),
      },
    ],
  },
  create: form,
  edit: form,
  remove: true,
})
