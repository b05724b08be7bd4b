import type { AdminProduct } from '@medusajs/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAsStaff, unique } from '../../test/staff-session'

await signInAsStaff()
const { request } = await import('../../engine/calls')
const { callsOf } = await import('../../engine/use-resource')
const { listQuery } = await import('../../engine/list-query')
const { EMPTY_LIST_STATE } = await import('../../engine/url-state')
const { productBatch } = await import('./products/product-actions')
const { categories } = await import('./categories/categories')
const { collections } = await import('./collections')
const { tags } = await import('./tags')
const { types } = await import('./types')
const { salesChannels } = await import('../settings/sales-channels')
const { changedRanks, flatten, ranksAfterMove } = await import('./categories/category-tree')

let product: AdminProduct
beforeAll(async () => {
  const handle = unique('it-cat-product')
  ;({ product } = await request<{ product: AdminProduct }>('/admin/products', {
    method: 'POST',
    body: {
      title: handle,
      handle,
      status: 'draft',
      options: [{ title: 'Ausführung', values: ['Standard'] }],
      variants: [{ title: 'Standard', options: { Ausführung: 'Standard' }, prices: [] }],
    },
  }))
})
afterAll(async () => {
  await productBatch({ delete: [product.id] }).catch(() => undefined)
})

const productIds = async (query: Record<string, unknown>) =>
  (await request<{ products: { id: string }[] }>('/admin/products', { query: { ...query, fields: 'id', limit: 100 } })).products.map((row) => row.id)

describe('categories, collections, tags, types and sales channels through their admin calls', () => {
  it('category: create with icon, picture, menu kind and English texts; nest, rank, list, read, update, delete; its products', async () => {
    const calls = callsOf(categories)
    const handle = unique('it-kategorie')
    const parent = await calls.create(
      categories.create!.toBody({
        ...categories.create!.values(),
        name: `Eltern ${handle}`,
        handle: `${handle}-eltern`,
        metadata: { name_en: 'Parent', handle_en: `${handle}-parent`, description_en: '', icon: 'i-ph-diamond', image: '/static/x.webp', menu: 'product' },
      }),
    )
    const child = await calls.create({ name: `Kind ${handle}`, handle, parent_category_id: parent.id, is_active: false, metadata: { menu: 'functional' } })
    const second = await calls.create({ name: `Zweites ${handle}`, handle: `${handle}-2`, parent_category_id: parent.id, is_active: false })
    expect((await calls.retrieve(parent.id, { fields: 'id,metadata' })).metadata).toMatchObject({ icon: 'i-ph-diamond', menu: 'product', name_en: 'Parent' })
    // the tree's move: second before child, both ranks written (Medusa's and metadata.rank the menu sorts by)
    await calls.update(
      second.id,
      categories.edit!.toBody({ ...categories.edit!.values(second), metadata: { ...categories.edit!.values(second).metadata, name_en: 'Second' } }, second),
    )
    const rows = (await calls.list({ parent_category_id: parent.id, fields: 'id,name,rank,parent_category_id,metadata', limit: 10 })).rows
    const nodes = rows.map((row) => ({ id: row.id, parentId: row.parent_category_id ?? null, name: row.name, rank: row.rank ?? 0 }))
    const flat = flatten(nodes.map((node) => ({ ...node, parentId: null })))
    for (const change of changedRanks(flat, ranksAfterMove(flat, second.id, null, 0))) {
      await calls.update(change.id, { rank: change.rank, metadata: { ...rows.find((row) => row.id === change.id)!.metadata, rank: change.rank } })
    }
    const ordered = (await calls.list({ parent_category_id: parent.id, fields: 'id,rank,metadata', order: 'rank', limit: 10 })).rows
    expect(ordered.map((row) => row.id)).toEqual([second.id, child.id])
    expect(ordered.map((row) => (row.metadata as { rank: number }).rank)).toEqual([0, 1])
    // the move keeps the rest of the metadata (Medusa replaces a category's metadata as a whole)
    expect(ordered[0].metadata).toMatchObject({ name_en: 'Second', rank: 0 })
    expect(ordered[1].metadata).toMatchObject({ menu: 'functional', rank: 1 })
    // products of a category
    await request(`/admin/product-categories/${child.id}/products`, { method: 'POST', body: { add: [product.id] } })
    expect(await productIds({ category_id: [child.id] })).toEqual([product.id])
    await request(`/admin/product-categories/${child.id}/products`, { method: 'POST', body: { remove: [product.id] } })
    expect(await productIds({ category_id: [child.id] })).toEqual([])
    const found = await calls.list(listQuery(categories, { ...EMPTY_LIST_STATE, q: handle }))
    expect(found.rows.map((row) => row.id)).toEqual(expect.arrayContaining([child.id]))
    for (const id of [child.id, second.id, parent.id]) await calls.remove(id)
    expect((await calls.retrieve(parent.id).catch((error) => error)).status).toBe(404)
  })

  it('collection: create with English texts, list, read, update, add and remove products, delete', async () => {
    const calls = callsOf(collections)
    const handle = unique('it-kollektion')
    const collection = await calls.create(
      collections.create!.toBody({
        title: `Kollektion ${handle}`,
        handle,
        metadata: { title_en: 'Collection', handle_en: `${handle}-en`, description_en: 'New' },
      }),
    )
    await calls.update(collection.id, { title: `Neu ${handle}` })
    expect((await calls.retrieve(collection.id, { fields: 'id,title,metadata' })).title).toBe(`Neu ${handle}`)
    await request(`/admin/collections/${collection.id}/products`, { method: 'POST', body: { add: [product.id] } })
    expect(await productIds({ collection_id: [collection.id] })).toEqual([product.id])
    await request(`/admin/collections/${collection.id}/products`, { method: 'POST', body: { remove: [product.id] } })
    expect(await productIds({ collection_id: [collection.id] })).toEqual([])
    expect((await calls.list(listQuery(collections, { ...EMPTY_LIST_STATE, q: handle }))).count).toBe(1)
    await calls.remove(collection.id)
  })

  it('tag and type: create, list, read, update, give to products and take away, delete', async () => {
    for (const [resource, filter] of [
      [tags, 'tag_id'],
      [types, 'type_id'],
    ] as const) {
      const calls = callsOf(resource)
      const value = unique('it-wert')
      const item = await calls.create({ value })
      await calls.update(item.id, { value: `${value}-x` })
      expect((await calls.retrieve(item.id)).value).toBe(`${value}-x`)
      await (resource === tags
        ? productBatch({ update: [{ id: product.id, tags: [{ id: item.id }] }] })
        : productBatch({ update: [{ id: product.id, type_id: item.id }] }))
      expect(await productIds({ [filter]: [item.id] })).toEqual([product.id])
      expect((await calls.list(listQuery(resource, { ...EMPTY_LIST_STATE, q: value }))).count).toBe(1)
      await calls.remove(item.id)
    }
  })

  it('sales channel: create, list, read, update, add and remove products, delete', async () => {
    const calls = callsOf(salesChannels)
    const name = unique('it-kanal')
    const channel = await calls.create({ name, description: 'Test', is_disabled: true })
    await calls.update(channel.id, { description: 'Geändert' })
    expect((await calls.retrieve(channel.id, { fields: salesChannels.detail!.fields })).description).toBe('Geändert')
    // its English name, for staff working in English (rules/name-in-language.ts)
    const form = salesChannels.edit!
    await calls.update(channel.id, form.toBody(form.schema.parse({ ...form.values(channel), metadata: { name_en: `${name} en` } }), channel))
    const named = await calls.retrieve(channel.id, { fields: salesChannels.detail!.fields })
    expect([salesChannels.title(named, 'de'), salesChannels.title(named, 'en')]).toEqual([name, `${name} en`])
    await request(`/admin/sales-channels/${channel.id}/products`, { method: 'POST', body: { add: [product.id] } })
    expect(await productIds({ sales_channel_id: [channel.id] })).toEqual([product.id])
    await request(`/admin/sales-channels/${channel.id}/products`, { method: 'POST', body: { remove: [product.id] } })
    expect(await productIds({ sales_channel_id: [channel.id] })).toEqual([])
    expect((await calls.list(listQuery(salesChannels, { ...EMPTY_LIST_STATE, q: name }))).rows.map((row) => row.id)).toEqual([channel.id])
    await calls.remove(channel.id)
  })

  it('saves list views in the signed-in user’s metadata', async () => {
    const { viewsOf, withView, withoutView } = await import('../../engine/saved-views')
    const { user } = await request<{ user: { id: string; metadata: Record<string, unknown> | null } }>('/admin/users/me')
    const view = { id: unique('view'), name: unique('Entwürfe'), query: 'filter[status][]=draft' }
    await request(`/admin/users/${user.id}`, { method: 'POST', body: { metadata: withView(user.metadata, 'products', view) } })
    const { user: saved } = await request<{ user: { metadata: Record<string, unknown> | null } }>('/admin/users/me')
    expect(viewsOf(saved.metadata, 'products')).toContainEqual(view)
    await request(`/admin/users/${user.id}`, { method: 'POST', body: { metadata: withoutView(saved.metadata, 'products', view.id) } })
  })
})
