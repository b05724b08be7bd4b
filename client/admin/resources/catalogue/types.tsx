import type { AdminProductType } from '@medusajs/types'
import { registered } from '../registry'
import { productBatch } from './products/product-actions'
import { valueResource } from './value-resource'

const setType = (typeId: string | null, ids: string[]) => productBatch({ update: ids.map((id) => ({ id, type_id: typeId })) })

/** Product types: list, create, edit, delete; the products of a type. */
export const types = valueResource<AdminProductType>({
  ...registered('product-types'),
  search: 'types.searchHint',
  products: { query: (type) => ({ type_id: [type.id] }), add: (type, ids) => setType(type.id, ids), remove: (_, ids) => setType(null, ids) },
})
