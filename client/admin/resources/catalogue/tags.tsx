import type { AdminProductTag } from '@medusajs/types'
import { request } from '../../engine/calls'
import { registered } from '../registry'
import { productBatch } from './products/product-actions'
import { valueResource } from './value-resource'

/** A product's tags are replaced as a whole by an update: read them, then write them back with or without this one. */
async function retag(tagId: string, productIds: string[], add: boolean) {
  const { products } = await request<{ products: { id: string; tags?: { id: string }[] }[] }>('/admin/products', {
    query: { id: productIds, fields: 'id,tags.id', limit: productIds.length },
  })
  return productBatch({
    update: products.map((product) => {
      const others = (product.tags ?? []).map((tag) => tag.id).filter((id) => id !== tagId)
      return { id: product.id, tags: (add ? [...others, tagId] : others).map((id) => ({ id })) }
    }),
  })
}

/** Product tags: list, create, edit, delete; the products carrying one. */
export const tags = valueResource<AdminProductTag>({
  ...registered('product-tags'),
  search: 'tags.searchHint',
  products: { query: (tag) => ({ tag_id: [tag.id] }), add: (tag, ids) => retag(tag.id, ids, true), remove: (tag, ids) => retag(tag.id, ids, false) },
})
