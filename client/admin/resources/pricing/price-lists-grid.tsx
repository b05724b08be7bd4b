import type { AdminPriceList } from '@medusajs/types'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { queryKeys } from '../../engine/query-keys'
import { useChange } from '../../engine/use-resource'
import { useLocale, useT } from '../../i18n'
import { money } from '../../ui/format'
import type { Grid } from '../../ui/grid/cells'
import { SheetFrame, type SheetRow } from '../../ui/grid/sheet-table'
import { ErrorState, Loading } from '../../ui/query-state'
import { usePriceColumns } from '../catalogue/products/price-columns'
import { gridSavable, PriceTable } from '../catalogue/products/price-table'
import type { Price, PriceColumn } from '../catalogue/products/prices'
import { type GridData, loadGrid, savePrices } from './price-lists-calls'
import { batchSize, discountPercent, listGrid, priceBatch, regularPrice } from './price-lists-prices'

/**
 * The list prices of some products' variants per currency and region, with the regular price under each cell, in
 * the product page's price table. Saving sends every change in one `POST /admin/price-lists/{id}/prices/batch`
 * (create, update and delete together: Medusa saves all of it or nothing).
 */
export function PriceListGrid({ list, productIds, onClose }: { list: Pick<AdminPriceList, 'id'>; productIds: string[]; onClose: () => void }) {
  const columns = usePriceColumns()
  const data = useQuery({
    queryKey: queryKeys('price-lists').part(list.id, 'grid', { productIds }),
    queryFn: ({ signal }) => loadGrid(list.id, productIds, signal),
    staleTime: Infinity,
  })
  if (columns.isPending || data.isPending) return <Loading />
  if (columns.isError) return <ErrorState error={columns.error} retry={() => void columns.refetch()} />
  if (data.isError) return <ErrorState error={data.error} retry={() => void data.refetch()} />
  return <GridBody listId={list.id} data={data.data} columns={columns.data} onClose={onClose} />
}

function GridBody({ listId, data, columns, onClose }: { listId: string; data: GridData; columns: PriceColumn[]; onClose: () => void }) {
  const t = useT()
  const locale = useLocale()
  const variants = useMemo(() => data.products.flatMap((product) => (product.variants ?? []).map((variant) => ({ product, variant }))), [data])
  const rows = useMemo<SheetRow[]>(
    () => variants.map(({ product, variant }) => ({ id: variant.id, title: variant.title ?? '', sku: variant.sku, group: product.title })),
    [variants],
  )
  const regular = useMemo(() => new Map(variants.map(({ variant }) => [variant.id, (variant.prices ?? []) as Price[]])), [variants])
  // the grid covers exactly the shown variants: other products' list prices are none of its business
  const stored = useMemo<Grid>(() => {
    const all = listGrid(data.prices)
    return Object.fromEntries(variants.map(({ variant }) => [variant.id, all[variant.id] ?? {}]))
  }, [data, variants])
  const [grid, setGrid] = useState<Grid>(() => structuredClone(stored))
  const batch = useMemo(() => priceBatch(data.prices, grid, columns), [data, grid, columns])
  const changes = batchSize(batch)
  const save = useChange({
    run: () => savePrices(listId, batch),
    invalidates: ['price-lists', 'products'],
    done: () => ({ key: 'priceLists.saved', params: { count: changes } }),
  })
  if (!rows.length) return <p className="text-sm text-stone-600">{t('priceLists.noVariants')}</p>
  return (
    <SheetFrame
      hint={t('priceLists.gridHint')}
      statusId="price-list-grid-status"
      status={t('priceLists.changed', { count: changes })}
      saveLabel={t('priceLists.save')}
      canSave={changes > 0 && gridSavable(grid)}
      saving={save.isPending}
      onCancel={onClose}
      onSave={() => void save.mutateAsync().then(onClose, () => undefined)}
    >
      <PriceTable
        rows={rows}
        columns={columns}
        stored={stored}
        grid={grid}
        onChange={setGrid}
        caption={t('priceLists.grid')}
        describedBy="price-list-grid-status"
        note={(row, column) => {
          const amount = regularPrice(regular.get(row.id) ?? [], column)
          if (amount === null) return null
          const off = discountPercent(grid[row.id]?.[column.key], amount)
          return (
            <span className="block px-2 text-right text-xs whitespace-nowrap text-stone-600 tabular-nums" data-regular>
              {t('priceLists.regular', { price: money(amount, column.currency_code, locale) })}
              {off !== null && <span className="text-emerald-800"> · {t('priceLists.off', { percent: off })}</span>}
            </span>
          )
        }}
      />
    </SheetFrame>
  )
}
