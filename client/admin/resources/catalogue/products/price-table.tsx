import type { ReactNode } from 'react'
import { useT } from '../../../i18n'
import type { Grid } from '../../../ui/grid/cells'
import { type SheetRow, SheetTable, sheetSavable } from '../../../ui/grid/sheet-table'
import { missingRequiredCells, type PriceColumn } from './prices'

type PriceTableProps = {
  rows: SheetRow[]
  columns: PriceColumn[]
  /** The amounts as saved (a cell differing from them is marked). */
  stored: Grid
  grid: Grid
  onChange: (update: (grid: Grid) => Grid) => void
  caption: string
  /** The cell's placeholder while empty. */
  placeholder?: (column: PriceColumn) => string
  /** What a cell shows under its input (the regular price beside a price list's). */
  note?: (row: SheetRow, column: PriceColumn) => ReactNode
  /** Ids of the element that says how many rows changed. */
  describedBy?: string
  /** The store's currencies need a price in every row (a product's own prices; a price list's are all optional). */
  requireCurrencies?: boolean
}

/**
 * Prices in the back office's grid (`SheetTable`), one row per variant and one column per currency or region, in
 * money's two decimals. The product's price grid and a price list's prices are this table with their own saving.
 */
export function PriceTable({ rows, columns, requireCurrencies, ...sheet }: PriceTableProps) {
  const t = useT()
  const missing = requireCurrencies
    ? missingRequiredCells(
        sheet.grid,
        rows.map((row) => row.id),
        columns,
      )
    : 0
  return (
    <SheetTable
      {...sheet}
      rows={rows}
      columns={columns.map((column) => ({ ...column, required: requireCurrencies && !column.region_id }))}
      decimals={2}
      cellLabel={(row, column) => t('products.priceCell', { variant: row.group ? `${row.group} ${row.title}` : row.title, column: column.label })}
      problems={{ unreadable: 'products.unreadableCells', negative: 'priceLists.negative', more: [{ count: missing, text: 'products.missingCells' }] }}
    />
  )
}

/**
 * Whether a price grid can be saved: every cell empty or an amount that is not negative, and with `required` (the
 * rows and columns of a product's own prices) every store currency priced.
 */
export const gridSavable = (grid: Grid, required?: { rows: readonly string[]; columns: readonly PriceColumn[] }) =>
  sheetSavable(grid) && (!required || missingRequiredCells(grid, required.rows, required.columns) === 0)
