import type { AdminCollection } from '@medusajs/types'
import { z } from 'zod'
import { request } from '../../engine/calls'
import { defineResource } from '../../engine/resource'
import { registered } from '../registry'
import { englishFields, englishSchema, englishToSave, englishValues, handleSchema, handleToSave, metadataText } from './english-fields'
import { productsOf } from './products/products-of'

const setProducts = (id: string, key: 'add' | 'remove') => (ids: string[]) =>
  request(`/admin/collections/${encodeURIComponent(id)}/products`, { method: 'POST', body: { [key]: ids } })

const form = {
  schema: z.object({ title: z.string().trim().min(1).max(200), handle: handleSchema, metadata: englishSchema('title_en') }),
  fields: [
    { name: 'title', label: 'fields.title' as const },
    { name: 'handle', label: 'fields.handle' as const, hint: 'products.handleHint' as const },
    ...englishFields('title_en'),
  ],
  values: (collection?: AdminCollection) => ({
    title: collection?.title ?? '',
    handle: collection?.handle ?? '',
    metadata: englishValues(collection?.metadata, 'title_en'),
  }),
  // keys of the metadata the form does not show are kept (Medusa may replace metadata as a whole)
  toBody: (values: { title: string; handle: string; metadata: Record<string, string> }, collection?: AdminCollection) => ({
    title: values.title,
    ...(handleToSave(values.handle, collection?.handle) ? { handle: handleToSave(values.handle, collection?.handle) } : {}),
    metadata: { ...collection?.metadata, ...englishToSave(values.metadata as { handle_en: string }, collection?.metadata) },
  }),
}

/** Collections: list, create, edit, delete; their products (POST /admin/collections/{id}/products). */
export const collections = defineResource<AdminCollection>({
  ...registered('collections'),
  title: (collection) => collection.title,
  list: {
    columns: [
      { id: 'title', label: 'fields.title', sort: 'title' },
      { id: 'handle', label: 'fields.handle', sort: 'handle', primary: true },
      { id: 'title_en', label: 'fields.titleEn', fields: ['metadata'], value: (collection) => metadataText(collection, 'title_en') },
      { id: 'updated_at', label: 'fields.updatedAt', sort: 'updated_at' },
    ],
    search: 'collections.searchHint',
    defaultSort: 'title',
  },
  detail: {
    fields: 'id,title,handle,metadata,created_at,updated_at',
    sections: [
      {
        id: 'overview',
        title: 'products.overview',
        rows: [
          { label: 'fields.handle', value: (collection) => collection.handle },
          { label: 'fields.titleEn', value: (collection) => metadataText(collection, 'title_en') },
          { label: 'fields.handleEn', value: (collection) => metadataText(collection, 'handle_en') },
          { label: 'fields.descriptionEn', value: (collection) => metadataText(collection, 'description_en') },
        ],
      },
      {
        id: 'products',
        title: 'products.ofThis',
        bare: true,
        component: productsOf<AdminCollection>({
          query: (collection) => ({ collection_id: [collection.id] }),
          add: (collection, ids) => setProducts(collection.id, 'add')(ids),
          remove: (collection, ids) => setProducts(collection.id, 'remove')(ids),
          owner: 'collections',
        }),
      },
    ],
  },
  create: form,
  edit: form,
  remove: true,
})
