import { useMemo, useState } from 'react'
import { useChange } from '../../../engine/use-resource'
import { useT } from '../../../i18n'
import type { Grid } from '../../../ui/grid/cells'
import { SheetFrame } from '../../../ui/grid/sheet-table'
import { ErrorState, Loading } from '../../../ui/query-state'
import { usePriceColumns } from './price-columns'
import { gridSavable, PriceTable } from './price-table'
import { type Price, type PriceColumn, pricesOfRow, rowChanged, rowOfPrices } from './prices'
import { type Variant, variantBatch } from './product-variants'

/**
 * Prices of all variants per currency and region as a spreadsheet (`PriceTable`); saving sends every changed
 * variant in one request (POST …/variants/batch), 100 prices or more at once.
 */
export function PriceGrid({ productId, variants, onClose }: { productId: string; variants: Variant[]; onClose: () => void }) {
  const columns = usePriceColumns()
  if (columns.isPending) return <Loading />
  if (columns.isError) return <ErrorState error={columns.error} retry={() => void columns.refetch()} />
  return <GridBody productId={productId} variants={variants} columns={columns.data} onClose={onClose} />
}

function GridBody({ productId, variants, columns, onClose }: { productId: string; variants: Variant[]; columns: PriceColumn[]; onClose: () => void }) {
  const t = useT()
  const stored = useMemo<Grid>(() => Object.fromEntries(variants.map((variant) => [variant.id, rowOfPrices((variant.prices ?? []) as Price[])])), [variants])
  const [grid, setGrid] = useState<Grid>(() => structuredClone(stored))
  const changed = variants.filter((variant) => rowChanged(stored[variant.id], grid[variant.id], columns))
  const save = useChange({
    run: () =>
      variantBatch(productId, {
        update: changed.map((variant) => ({ id: variant.id, prices: pricesOfRow((variant.prices ?? []) as Price[], grid[variant.id], columns) })),
      }),
    invalidates: ['products', 'product-variants'],
    done: () => ({ key: 'products.pricesSaved', params: { count: changed.length } }),
  })
  const rows = useMemo(() => variants.map((variant) => ({ id: variant.id, title: variant.title ?? '', sku: variant.sku })), [variants])
  return (
    <SheetFrame
      hint={t('products.priceGridHint')}
      statusId="price-grid-status"
      status={t('products.pricesChanged', { count: changed.length })}
      saveLabel={t('products.savePrices')}
      canSave={changed.length > 0 && gridSavable(grid, { rows: rows.map((row) => row.id), columns })}
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
        caption={t('products.priceGrid')}
        placeholder={(column) => (column.region_id ? t('products.inherits') : '')}
        describedBy="price-grid-status"
        requireCurrencies
      />
    </SheetFrame>
  )
}
