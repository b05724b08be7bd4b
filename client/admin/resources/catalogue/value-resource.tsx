import { z } from 'zod'
import type { Query } from '../../engine/calls'
import { defineResource, type Entity } from '../../engine/resource'
import type { MessageKey } from '../../i18n'
import type { Registered } from '../registry'
import { productsOf } from './products/products-of'

type Valued = Entity & { value: string }

type ValueResourceOptions<T extends Valued> = Registered & {
  name: 'product-tags' | 'product-types'
  search: MessageKey
  /** Which products carry it, and how products are given it or lose it. */
  products: { query: (item: T) => Query; add: (item: T, ids: string[]) => Promise<unknown>; remove: (item: T, ids: string[]) => Promise<unknown> }
}

/** A resource that is one word (product tags, product types): list, create, edit, delete, and its products. */
export function valueResource<T extends Valued>({ products, ...options }: ValueResourceOptions<T>) {
  const form = {
    schema: z.object({ value: z.string().trim().min(1).max(100) }),
    fields: [{ name: 'value', label: 'fields.value' as const }],
    values: (item?: T) => ({ value: item?.value ?? '' }),
    toBody: (values: { value: string }) => values,
  }
  return defineResource<T>({
    ...options,
    title: (item) => item.value,
    list: {
      columns: [
        { id: 'value', label: 'fields.value', sort: 'value' },
        { id: 'created_at', label: 'fields.createdAt', sort: 'created_at' },
      ],
      search: options.search,
      defaultSort: 'value',
    },
    detail: { sections: [{ id: 'products', title: 'products.ofThis', bare: true, component: productsOf<T>({ ...products, owner: options.name }) }] },
    create: form,
    edit: form,
    remove: true,
  })
}
