import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { request } from '../../../engine/calls'
import { queryKeys } from '../../../engine/query-keys'
import { useChange } from '../../../engine/use-resource'
import { useT } from '../../../i18n'
import type { Grid } from '../../../ui/grid/cells'
import { SheetFrame, SheetTable, sheetSavable } from '../../../ui/grid/sheet-table'
import { ErrorState, Loading } from '../../../ui/query-state'
import { LEVEL_FIELDS } from '../../stock/stock-actions'
import type { Variant } from './product-variants'
import { belowReserved, clearedLevels, type ItemLevels, reservedAt, type StockRow, stockChanges, stockGrid } from './stock-grid-cells'

type Location = { id: string; name: string }

/** The stock locations and the levels of the variants' inventory items, read fresh when the grid opens. */
async function loadStock(itemIds: string[], signal: AbortSignal) {
  const [{ stock_locations }, { inventory_items }] = await Promise.all([
    request<{ stock_locations: Location[] }>('/admin/stock-locations', { query: { fields: 'id,name', limit: 100, order: 'name' }, signal }),
    request<{ inventory_items: ItemLevels[] }>('/admin/inventory-items', {
      query: { id: itemIds, fields: ['id', ...LEVEL_FIELDS].join(','), limit: itemIds.length },
      signal,
    }),
  ])
  return { locations: stock_locations, items: inventory_items }
}

/**
 * A product's stock as a spreadsheet: its variants (those the shop counts) × the stock locations, in whole pieces,
 * a block pasted from the stocktaking's spreadsheet filling it from the focused cell. Saving books every changed cell
 * in one `POST /admin/inventory-items/location-levels/batch`.
 */
export function StockGrid({ variants, onClose }: { variants: Variant[]; onClose: () => void }) {
  const t = useT()
  const rows = useMemo<StockRow[]>(
    () =>
      variants.flatMap((variant) => {
        const itemId = variant.manage_inventory ? variant.inventory_items?.[0]?.inventory_item_id : undefined
        return itemId ? [{ variantId: variant.id, itemId }] : []
      }),
    [variants],
  )
  const itemIds = rows.map((row) => row.itemId)
  const stock = useQuery({
    queryKey: queryKeys('inventory-items').part('stock-grid', 'levels', { itemIds }),
    queryFn: ({ signal }) => loadStock(itemIds, signal),
    enabled: itemIds.length > 0,
    staleTime: 0,
  })
  if (!rows.length) return <p className="text-sm text-stone-600">{t('products.noStockedVariants')}</p>
  if (stock.isPending) return <Loading />
  if (stock.isError) return <ErrorState error={stock.error} retry={() => void stock.refetch()} />
  return <GridBody variants={variants} rows={rows} locations={stock.data.locations} items={stock.data.items} onClose={onClose} />
}

type BodyProps = { variants: Variant[]; rows: StockRow[]; locations: Location[]; items: ItemLevels[]; onClose: () => void }

function GridBody({ variants, rows, locations, items, onClose }: BodyProps) {
  const t = useT()
  const locationIds = useMemo(() => locations.map((location) => location.id), [locations])
  const stored = useMemo(() => stockGrid(rows, items, locationIds), [rows, items, locationIds])
  const [grid, setGrid] = useState<Grid>(() => structuredClone(stored))
  const changes = stockChanges(rows, stored, grid, locationIds)
  const count = changes.create.length + changes.update.length
  const cleared = clearedLevels(rows, stored, grid, locationIds)
  const below = belowReserved(rows, items, grid, locationIds)
  const save = useChange({
    run: () => request('/admin/inventory-items/location-levels/batch', { method: 'POST', body: changes }),
    invalidates: ['inventory-items', 'products', 'product-variants', 'stock-locations'],
    done: () => ({ key: 'products.stockSaved', params: { count } }),
  })
  const sheetRows = rows.map((row) => {
    const variant = variants.find((candidate) => candidate.id === row.variantId)
    return { id: row.variantId, title: variant?.title ?? '', sku: variant?.sku }
  })
  return (
    <SheetFrame
      hint={t('products.stockGridHint')}
      statusId="stock-grid-status"
      status={t('products.stockChanged', { count })}
      saveLabel={t('products.saveStock')}
      canSave={count > 0 && sheetSavable(grid) && !cleared && !below}
      saving={save.isPending}
      onCancel={onClose}
      onSave={() => void save.mutateAsync().then(onClose, () => undefined)}
    >
      <SheetTable
        rows={sheetRows}
        columns={locations.map((location) => ({ key: location.id, label: location.name }))}
        stored={stored}
        grid={grid}
        onChange={setGrid}
        caption={t('products.stockGrid')}
        decimals={0}
        cellLabel={(row, column) => t('products.stockCell', { variant: row.title, column: column.label })}
        placeholder={() => t('products.notStocked')}
        note={(row, column) => {
          const reserved = reservedAt(items, rows.find((candidate) => candidate.variantId === row.id)!, column.key)
          return reserved > 0 ? (
            <span className="block px-2 text-right text-xs whitespace-nowrap text-stone-600">{t('products.reserved', { count: reserved })}</span>
          ) : null
        }}
        describedBy="stock-grid-status"
        problems={{
          unreadable: 'products.unreadablePieces',
          negative: 'products.negativePieces',
          more: [
            { count: cleared, text: 'products.clearedLevels' },
            { count: below, text: 'products.belowReserved' },
          ],
        }}
      />
    </SheetFrame>
  )
}
