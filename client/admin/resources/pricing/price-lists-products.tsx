import type { AdminPriceList, AdminProduct } from '@medusajs/types'
import { useMemo, useState } from 'react'
import { z } from 'zod'
import { ResourceForm } from '../../engine/form/resource-form'
import { actionOf, formOf, type ResourceSpec, type SectionProps } from '../../engine/resource'
import { ListScreen } from '../../engine/screens/list-screen'
import { EMPTY_LIST_STATE, type ListState, updateListState } from '../../engine/url-state'
import { useT } from '../../i18n'
import { Drawer } from '../../ui/drawer'
import { products } from '../catalogue/products/products'
import { REFERENCES } from '../references'
import { removeProducts } from './price-lists-calls'
import { PriceListGrid } from './price-lists-grid'

const chooseForm = formOf<AdminPriceList>()({
  schema: z.object({ product_ids: z.array(z.string()).min(1).max(50) }),
  fields: [{ name: 'product_ids', label: 'priceLists.chooseProducts', reference: REFERENCES.products }],
  values: () => ({ product_ids: [] }),
  toBody: (values) => values,
})

/** Products for the list: chosen first, then their variants' list prices in the grid (a product is in a list by its prices). */
function AddProducts({ list, onClose }: { list: AdminPriceList; onClose: () => void }) {
  const t = useT()
  const [chosen, setChosen] = useState<string[] | null>(null)
  if (chosen) return <PriceListGrid list={list} productIds={chosen} onClose={onClose} />
  return (
    <ResourceForm
      spec={chooseForm}
      submitLabel={t('priceLists.toPrices')}
      onCancel={onClose}
      onSubmit={async (body) => setChosen(body.product_ids as string[])}
    />
  )
}

/**
 * The products of a price list (the engine's product list filtered by `price_list_id`): their prices edited in the
 * grid, one product from its row or several selected, more added, some removed from the list.
 */
export default function PriceListProductsSection({ item: list }: SectionProps<AdminPriceList>) {
  const t = useT()
  const [state, setState] = useState<ListState>(EMPTY_LIST_STATE)
  const [adding, setAdding] = useState(false)
  const resource = useMemo((): ResourceSpec<AdminProduct> => {
    const editPrices = actionOf<AdminProduct>()({
      id: 'edit-prices',
      label: 'priceLists.editPrices',
      icon: 'i-ph-currency-eur',
      run: async () => undefined,
      done: 'priceLists.saved',
      screen: (_, close, rows) => <PriceListGrid list={list} productIds={rows.map((row) => row.id)} onClose={close} />,
    })
    const remove = actionOf<AdminProduct>()({
      id: 'remove-from-list',
      label: 'priceLists.remove',
      icon: 'i-ph-minus-circle',
      confirm: { title: 'priceLists.removeTitle', text: 'priceLists.removeText', action: 'priceLists.remove' },
      run: (rows) =>
        removeProducts(
          list.id,
          rows.map((row) => row.id),
        ),
      done: 'priceLists.removed',
      invalidates: ['price-lists'],
    })
    return {
      ...products,
      // taken off this list, never deleted
      remove: false,
      list: { ...products.list, query: { price_list_id: [list.id] }, filters: [], bulkActions: [editPrices, remove], rowActions: [editPrices, remove] },
    }
  }, [list])
  return (
    <>
      <ListScreen
        resource={resource}
        embedded={{
          title: t('priceLists.products'),
          state,
          onState: (change) => setState((current) => updateListState(current, change)),
          actions: (
            <button type="button" className="admin-btn-secondary py-1.5" onClick={() => setAdding(true)}>
              <span aria-hidden="true" className="i-ph-plus" />
              {t('priceLists.addProducts')}
            </button>
          ),
        }}
      />
      {adding && (
        <Drawer open wide onOpenChange={(open) => !open && setAdding(false)} title={t('priceLists.addProducts')}>
          <AddProducts list={list} onClose={() => setAdding(false)} />
        </Drawer>
      )}
    </>
  )
}
