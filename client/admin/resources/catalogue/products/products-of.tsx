import type { AdminProduct } from '@medusajs/types'
import { useMemo, useState } from 'react'
import { z } from 'zod'
import type { Query } from '../../../engine/calls'
import type { ActionSpec, Entity, ResourceName, SectionProps } from '../../../engine/resource'
import { ActionDialog } from '../../../engine/screens/action-dialog'
import { ListScreen } from '../../../engine/screens/list-screen'
import { EMPTY_LIST_STATE, type ListState, updateListState } from '../../../engine/url-state'
import { type MessageKey, useT } from '../../../i18n'
import { REFERENCES } from '../../references'
import { products } from './products'

type ProductsOfOptions<T extends Entity> = {
  /** The Medusa filter of the products that belong (`{ collection_id: [id] }`). */
  query: (item: T) => Query
  add: (item: T, ids: string[]) => Promise<unknown>
  remove: (item: T, ids: string[]) => Promise<unknown>
  /** The resource whose relation changes (refreshed with the products). */
  owner: ResourceName
  title?: MessageKey
}

/**
 * The products of a collection, category, tag, type or sales channel as a section of its detail: the product
 * list of the engine with a fixed filter, "Add products" and a bulk "Remove".
 */
export function productsOf<T extends Entity>({ query, add, remove, owner, title = 'products.ofThis' }: ProductsOfOptions<T>) {
  return function ProductsOfSection({ item }: SectionProps<T>) {
    const t = useT()
    const [state, setState] = useState<ListState>(EMPTY_LIST_STATE)
    const [adding, setAdding] = useState(false)
    const removeAction: ActionSpec<AdminProduct> = {
      id: 'remove',
      label: 'products.removeFromHere',
      icon: 'i-ph-minus-circle',
      confirm: { title: 'products.removeFromHereTitle', text: 'products.removeFromHereText', action: 'products.removeFromHere' },
      run: (rows) =>
        remove(
          item,
          rows.map((row) => row.id),
        ),
      done: 'products.removedFromHere',
      invalidates: [owner],
    }
    const addAction: ActionSpec<AdminProduct> = {
      id: 'add',
      label: 'products.addProducts',
      form: {
        schema: z.object({ product_ids: z.array(z.string()).min(1) }),
        fields: [{ name: 'product_ids', label: 'resources.products.title', reference: REFERENCES.products }],
        values: () => ({ product_ids: [] }),
        toBody: (values) => values,
      },
      run: (_, values) => add(item, values.product_ids as string[]),
      done: 'products.addedHere',
      invalidates: [owner],
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: one list per entity
    const resource = useMemo(
      () => ({
        ...products,
        // taken out of this collection or category, not deleted
        remove: false,
        list: {
          ...products.list,
          query: query(item),
          filters: products.list.filters?.filter((filter) => filter.id === 'status'),
          bulkActions: [removeAction],
          rowActions: [],
        },
      }),
      [item.id],
    )
    return (
      <>
        <ListScreen
          resource={resource}
          embedded={{
            title: t(title),
            state,
            onState: (change) => setState((current) => updateListState(current, change)),
            actions: (
              <button type="button" className="admin-btn-secondary py-1.5" onClick={() => setAdding(true)}>
                <span aria-hidden="true" className="i-ph-plus" />
                {t('products.addProducts')}
              </button>
            ),
          }}
        />
        {adding && <ActionDialog resource={resource} action={addAction} rows={[]} onClose={() => setAdding(false)} />}
      </>
    )
  }
}
