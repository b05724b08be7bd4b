import type { AdminSalesChannel } from '@medusajs/types'
import { z } from 'zod'
import { request, restCalls } from '../../../engine/calls'
import { childOf } from '../../../engine/children/child-spec'
import { defineResource, formOf, type RenderContext } from '../../../engine/resource'
import { dateTime } from '../../../ui/format'
import { namesIn } from '../../english-name'
import { REFERENCES } from '../../references'
import { REGISTRY, registered } from '../../registry'
import { type ApiKey, isPublishable, isRevoked } from './api-key'
import NewSecretKey, { keyTitle, revokeKey } from './api-key-actions'
import { KeyStatus, KeyToken, ShopKeyMark, statusOf } from './key-cells'

const typeOf = (key: ApiKey, { t }: RenderContext) => t(isPublishable(key) ? 'apiKeys.publishable' : 'apiKeys.secret')

const titleForm = (hint: 'apiKeys.publishableTitleHint' | undefined) =>
  formOf<ApiKey>()({
    schema: z.object({ title: keyTitle }),
    fields: [{ name: 'title', label: 'apiKeys.keyTitle', hint }],
    values: (key) => ({ title: key?.title ?? '' }),
    toBody: (values) => values,
  })

const channelsAt = REGISTRY['sales-channels']
const linkChannels = (key: ApiKey, change: { add: string[]; remove: string[] }) =>
  request(`/admin/api-keys/${encodeURIComponent(key.id)}/sales-channels`, { method: 'POST', body: change })

/** The sales channels whose products a publishable key shows: sales channels listed by the key, linked in batch. */
const keyChannels = childOf<ApiKey>()<AdminSalesChannel>({
  id: 'sales-channels',
  title: 'fields.salesChannels',
  name: 'sales-channels',
  path: (key) => `/admin/api-keys/${encodeURIComponent(key.id)}/sales-channels`,
  listKey: channelsAt.listKey,
  itemKey: channelsAt.itemKey,
  calls: (key) => ({
    list: (query, signal) =>
      restCalls<AdminSalesChannel>(channelsAt.path, channelsAt.listKey, channelsAt.itemKey).list({ ...query, publishable_key_id: [key.id] }, signal),
  }),
  rowTitle: (channel) => channel.name,
  columns: [
    { id: 'name', label: 'fields.name', sort: 'name' },
    {
      id: 'is_disabled',
      label: 'salesChannels.status',
      primary: true,
      value: (channel) => channel.is_disabled,
      cell: (channel, { t }) => t(channel.is_disabled ? 'salesChannels.disabled' : 'salesChannels.enabled'),
    },
  ],
  search: 'salesChannels.searchHint',
  defaultSort: 'name',
  link: (channel) => `${channelsAt.route}/${encodeURIComponent(channel.id)}`,
  batch: { reference: REFERENCES.salesChannels, add: 'apiKeys.addChannels', remove: 'apiKeys.removeChannels', write: linkChannels },
  when: isPublishable,
})

/**
 * API keys: publishable keys (the shop and apps send them; they choose the sales channels whose products are shown)
 * and secret keys (programs sign in to the admin API with them). Create, rename, revoke, delete once revoked; the
 * sales channels of a publishable key in batch.
 */
export const apiKeys = defineResource<ApiKey>({
  ...registered('api-keys'),
  title: (key) => key.title,
  list: {
    columns: [
      { id: 'title', label: 'apiKeys.keyTitle', sort: 'title' },
      { id: 'type', label: 'apiKeys.type', primary: true, cell: typeOf, csv: typeOf },
      // the list shows a key by its ends; the detail shows a publishable key in full (public by design: the shop sends it)
      { id: 'redacted', label: 'apiKeys.key', cell: (key) => <span className="font-mono text-xs">{key.redacted}</span> },
      {
        id: 'revoked_at',
        label: 'apiKeys.status',
        primary: true,
        sort: 'revoked_at',
        cell: (key, context) => <KeyStatus apiKey={key} context={context} />,
        csv: statusOf,
      },
      {
        id: 'sales_channels',
        label: 'fields.salesChannels',
        fields: ['sales_channels.name', 'sales_channels.metadata'],
        value: (key) => (key.sales_channels ?? []).map((channel) => channel.name),
        cell: (key, { locale }) => namesIn(key.sales_channels, locale),
      },
      { id: 'last_used_at', label: 'apiKeys.lastUsed', sort: 'last_used_at', hidden: true },
      { id: 'created_at', label: 'fields.createdAt', sort: 'created_at' },
    ],
    // the type tells a row's kind and what it can do (revoke, delete, sales channels)
    fields: ['type', 'revoked_at'],
    filters: [
      {
        id: 'type',
        label: 'apiKeys.type',
        options: [
          { value: 'publishable', label: 'apiKeys.publishable' },
          { value: 'secret', label: 'apiKeys.secret' },
        ],
        toQuery: (values) => (values.length === 1 ? { type: values[0] } : {}),
      },
    ],
    search: 'apiKeys.searchHint',
    defaultSort: '-created_at',
    rowActions: [revokeKey],
  },
  detail: {
    fields: 'id,title,token,redacted,type,created_at,updated_at,last_used_at,revoked_at,created_by,revoked_by',
    sections: [
      {
        id: 'overview',
        title: 'apiKeys.overview',
        rows: [
          { label: 'apiKeys.type', value: typeOf },
          { label: 'apiKeys.key', value: (key) => <KeyToken apiKey={key} /> },
          { label: 'apiKeys.status', value: (key, context) => <KeyStatus apiKey={key} context={context} /> },
          { label: 'apiKeys.usedBy', value: (key) => <ShopKeyMark apiKey={key} /> },
          { label: 'apiKeys.lastUsed', value: (key, { locale }) => dateTime(key.last_used_at, locale) },
          { label: 'fields.createdAt', value: (key, { locale }) => dateTime(key.created_at, locale) },
        ],
      },
    ],
    actions: [revokeKey],
    children: [keyChannels],
  },
  create: titleForm('apiKeys.publishableTitleHint'),
  edit: titleForm(undefined),
  calls: {
    create: async (body) => (await request<{ api_key: ApiKey }>('/admin/api-keys', { method: 'POST', body: { ...body, type: 'publishable' } })).api_key,
  },
  // Medusa deletes a key only once it is revoked
  remove: { when: isRevoked },
  screens: { listActions: NewSecretKey },
})
