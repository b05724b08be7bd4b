import { describe, expect, it } from 'vitest'
import en from '../../../i18n/admin.en.json'
import { adminTranslator } from '../i18n'
import { columnValue, csvValue, orderOf, sortingOf, tableColumns } from './columns'
import { listQuery, visibleColumns } from './list-query'
import type { ResourceSpec } from './resource'
import { EMPTY_LIST_STATE } from './url-state'

type Product = { id: string; title: string; status: string; collection?: { title: string } | null; variants?: { id: string }[]; updated_at: string }

const products: ResourceSpec<Product> = {
  name: 'products',
  path: '/admin/products',
  listKey: 'products',
  itemKey: 'product',
  route: '/products',
  title: (product) => product.title,
  list: {
    columns: [
      { id: 'title', label: 'fields.title', sort: 'title', fields: ['title', 'handle', 'thumbnail'] },
      { id: 'status', label: 'fields.status', sort: 'status' },
      { id: 'collection.title', label: 'fields.collection', fields: ['collection.title'] },
      { id: 'variants', label: 'fields.variants', fields: ['variants.id'], value: (p) => p.variants?.length ?? 0, align: 'end' },
      { id: 'updated_at', label: 'fields.updatedAt', sort: 'updated_at', hidden: true },
    ],
    filters: [
      {
        id: 'status',
        label: 'fields.status',
        options: [
          { value: 'draft', label: 'status.product.draft' },
          { value: 'published', label: 'status.product.published' },
        ],
      },
      {
        id: 'collection_id',
        label: 'fields.collection',
        reference: { name: 'collections', path: '/admin/collections', listKey: 'collections', label: 'title' },
      },
    ],
    search: 'fields.title',
    defaultSort: 'title',
  },
}
const context = { t: adminTranslator('en', en), locale: 'en' as const }
const row: Product = {
  id: 'prod_1',
  title: 'Ring',
  status: 'draft',
  collection: { title: 'Classics' },
  variants: [{ id: 'v1' }, { id: 'v2' }],
  updated_at: '2026-11-21T10:00:00Z',
}

describe('description → columns', () => {
  it('shows the default columns, translated, with their sort keys', () => {
    const columns = tableColumns(products, visibleColumns(products, EMPTY_LIST_STATE), context)
    expect(columns.map((column) => [column.id, column.header, column.sortKey, column.align])).toEqual([
      ['title', 'Title', 'title', 'start'],
      ['status', 'Status', 'status', 'start'],
      ['collection.title', 'Collection', null, 'start'],
      ['variants', 'Variants', null, 'end'],
    ])
  })
  it('follows the columns the address names, in its order, ignoring unknown ones', () => {
    const state = { ...EMPTY_LIST_STATE, columns: ['updated_at', 'nope', 'title'] }
    expect(visibleColumns(products, state).map((column) => column.id)).toEqual(['updated_at', 'title'])
  })
  it('reads values by accessor or path and writes them to CSV', () => {
    const [, , collection, variants, updated] = products.list.columns
    expect(columnValue(collection, row)).toBe('Classics')
    expect(columnValue(variants, row)).toBe(2)
    expect(csvValue(variants, row, context)).toBe(2)
    expect(csvValue(updated, row, context)).toMatch(/21 Nov 2026/)
  })
  it('maps Medusa order ↔ table sorting', () => {
    const columns = tableColumns(products, visibleColumns(products, EMPTY_LIST_STATE), context)
    expect(sortingOf(columns, '-title')).toEqual([{ id: 'title', desc: true }])
    expect(orderOf(columns, [{ id: 'status', desc: false }])).toBe('status')
    expect(orderOf(columns, [{ id: 'variants', desc: true }])).toBe('')
  })
})

describe('list state → Medusa query', () => {
  it('asks only for the visible columns, the page, order, search and known filters', () => {
    const state = { page: 3, q: 'ring', sort: '-status', filters: { status: ['draft', 'bogus'], collection_id: ['pcol_1'], unknown: ['x'] }, columns: [] }
    expect(listQuery(products, state)).toEqual({
      limit: 20,
      offset: 40,
      fields: 'id,title,handle,thumbnail,status,collection.title,variants.id',
      order: '-status',
      q: 'ring',
      status: ['draft'],
      collection_id: ['pcol_1'],
    })
  })
  it('keeps the default order when the address sorts by something the list cannot', () => {
    expect(listQuery(products, { ...EMPTY_LIST_STATE, sort: 'metadata' }).order).toBe('title')
  })
})
