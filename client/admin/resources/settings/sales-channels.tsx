import type { AdminSalesChannel } from '@medusajs/types'
import { z } from 'zod'
import { request } from '../../engine/calls'
import { defineResource } from '../../engine/resource'
import { productsOf } from '../catalogue/products/products-of'
import { registered } from '../registry'

const setProducts = (id: string, key: 'add' | 'remove') => (ids: string[]) =>
  request(`/admin/sales-channels/${encodeURIComponent(id)}/products`, { method: 'POST', body: { [key]: ids } })

const form = {
  schema: z.object({ name: z.string().trim().min(1).max(100), description: z.string().max(1000), is_disabled: z.boolean() }),
  fields: [
    { name: 'name', label: 'fields.name' as const },
    { name: 'description', label: 'fields.description' as const, kind: 'textarea' as const },
    { name: 'is_disabled', label: 'salesChannels.disabled' as const },
  ],
  values: (channel?: AdminSalesChannel) => ({ name: channel?.name ?? '', description: channel?.description ?? '', is_disabled: channel?.is_disabled ?? false }),
  toBody: (values: Record<string, unknown>) => values,
}

/** Sales channels: list, create, edit, delete; their products (POST /admin/sales-channels/{id}/products). */
export const salesChannels = defineResource<AdminSalesChannel>({
  ...registered('sales-channels'),
  title: (channel) => channel.name,
  list: {
    columns: [
      { id: 'name', label: 'fields.name', sort: 'name' },
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
    fields: 'id,name,description,is_disabled,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'products.overview',
        rows: [
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
