import type { AdminProduct } from '@medusajs/types'
import { z } from 'zod'
import { request } from '../../../engine/calls'
import type { ActionSpec } from '../../../engine/resource'
import { REFERENCES } from '../../references'

type Row = Pick<AdminProduct, 'id' | 'title' | 'status'>

/** POST /admin/products/batch: create, update and delete many products in one request. */
export const productBatch = (body: { create?: object[]; update?: ({ id: string } & Record<string, unknown>)[]; delete?: string[] }) =>
  request('/admin/products/batch', { method: 'POST', body })

const setStatus = (status: 'published' | 'draft') => (rows: Row[]) => productBatch({ update: rows.map((row) => ({ id: row.id, status })) })

export const publishAction: ActionSpec<Row> = {
  id: 'publish',
  label: 'products.publish',
  icon: 'i-ph-eye',
  run: setStatus('published'),
  done: 'products.published',
  when: (row) => row.status !== 'published',
}

export const unpublishAction: ActionSpec<Row> = {
  id: 'unpublish',
  label: 'products.unpublish',
  icon: 'i-ph-eye-slash',
  run: setStatus('draft'),
  done: 'products.unpublished',
  when: (row) => row.status === 'published',
}

export const toCollectionAction: ActionSpec<Row> = {
  id: 'to-collection',
  label: 'products.toCollection',
  icon: 'i-ph-stack',
  form: {
    schema: z.object({ collection_id: z.string().min(1) }),
    fields: [{ name: 'collection_id', label: 'fields.collection', reference: REFERENCES.collections }],
    values: () => ({ collection_id: '' }),
    toBody: (values) => values,
  },
  // POST /admin/collections/{id}/products adds them in one call
  run: (rows, values) =>
    request(`/admin/collections/${encodeURIComponent(String(values.collection_id))}/products`, { method: 'POST', body: { add: rows.map((row) => row.id) } }),
  done: 'products.addedToCollection',
  invalidates: ['collections'],
}

export const toCategoryAction: ActionSpec<Row> = {
  id: 'to-category',
  label: 'products.toCategory',
  icon: 'i-ph-tree-structure',
  form: {
    schema: z.object({ category_id: z.string().min(1) }),
    fields: [{ name: 'category_id', label: 'fields.category', reference: REFERENCES.categories }],
    values: () => ({ category_id: '' }),
    toBody: (values) => values,
  },
  // POST /admin/product-categories/{id}/products adds them in one call
  run: (rows, values) =>
    request(`/admin/product-categories/${encodeURIComponent(String(values.category_id))}/products`, {
      method: 'POST',
      body: { add: rows.map((row) => row.id) },
    }),
  done: 'products.addedToCategory',
  invalidates: ['product-categories'],
}
