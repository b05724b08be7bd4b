import { columnVisibilityFeature, rowSelectionFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type RowSelectionState, type SortingState } from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { useLocale, useT } from '../../i18n'
import { columnValue, orderOf, sortingOf, valueText, type TableColumn } from '../columns'
import type { ActionSpec, Entity, ResourceSpec } from '../resource'
import { RowActions } from './row-actions'

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, columnVisibilityFeature })

type DataTableProps<T extends Entity> = {
  resource: ResourceSpec<T>
  rows: T[]
  columns: TableColumn<T>[]
  caption: string
  /** Medusa's order of the list, and a way to change it. */
  order: string | undefined
  onOrder: (order: string) => void
  selection?: RowSelectionState
  onSelection?: (selection: RowSelectionState) => void
  rowActions?: ActionSpec<T>[]
  busy?: boolean
}

/**
 * A page of a resource as a table (TanStack Table): sorting, paging and filtering happen on the server, the
 * table keeps sort state, visible columns and the selection of rows for bulk actions. The first column
 * links to the detail page.
 */
export function DataTable<T extends Entity>({ resource, rows, columns, caption, order, onOrder, selection, onSelection, rowActions, busy }: DataTableProps<T>) {
  const t = useT()
  const locale = useLocale()
  const context = useMemo(() => ({ t, locale }), [t, locale])
  const definitions = useMemo<ColumnDef<typeof features, T>[]>(
    () => [
      ...(onSelection
        ? [{ id: '_select', header: () => null, cell: () => null, enableSorting: false } satisfies ColumnDef<typeof features, T>]
        : []),
      ...columns.map((column) => ({
        id: column.id,
        accessorFn: (row: T) => columnValue(column.spec, row),
        header: column.header,
        enableSorting: !!column.sortKey,
        sortDescFirst: false,
      })),
    ],
    [columns, onSelection],
  )
  const sorting = useMemo(() => sortingOf(columns, order), [columns, order])
  const table = useTable({
    features,
    columns: definitions,
    data: rows,
    getRowId: (row) => row.id,
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting, rowSelection: selection ?? {} },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? (updater as (old: SortingState) => SortingState)(sorting) : updater
      onOrder(orderOf(columns, next))
    },
    onRowSelectionChange: (updater) => {
      const current = selection ?? {}
      onSelection?.(typeof updater === 'function' ? (updater as (old: RowSelectionState) => RowSelectionState)(current) : updater)
    },
    enableRowSelection: !!onSelection,
  })
  const byId = new Map(columns.map((column) => [column.id, column]))
  const phoneOnly = columns.some((column) => column.spec.phone)
  // a phone shows the columns marked `phone` closer together, without the selection (bulk actions need room)
  const fit = (column?: TableColumn<T>) => (!phoneOnly ? '' : column?.spec.phone ? 'max-sm:!px-2' : 'max-sm:hidden')

  return (
    <div className="overflow-x-auto">
      <table className="admin-table" aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                if (header.column.id === '_select') {
                  return (
                    <th key={header.id} scope="col" className={`w-10 ${fit()}`}>
                      <input
                        type="checkbox"
                        className="admin-checkbox"
                        aria-label={t('engine.selectPage')}
                        checked={table.getIsAllPageRowsSelected()}
                        ref={(input) => {
                          if (input) input.indeterminate = table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()
                        }}
                        onChange={table.getToggleAllPageRowsSelectedHandler()}
                      />
                    </th>
                  )
                }
                const column = byId.get(header.column.id)!
                const sorted = header.column.getIsSorted()
                return (
                  <th key={header.id} scope="col" className={`${column.align === 'end' ? 'text-right' : ''} ${fit(column)}`} aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}>
                    {header.column.getCanSort() ? (
                      <button type="button" className="admin-sort-btn" onClick={header.column.getToggleSortingHandler()} title={t('engine.sortBy', { column: column.header })}>
                        {column.header}
                        <span aria-hidden="true" className={sorted === 'desc' ? 'i-ph-caret-down' : sorted === 'asc' ? 'i-ph-caret-up' : 'i-ph-caret-up-down text-stone-400'} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                )
              })}
              {rowActions?.length ? (
                <th scope="col" className="w-12">
                  <span className="sr-only">{t('engine.actions')}</span>
                </th>
              ) : null}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} aria-selected={onSelection ? row.getIsSelected() : undefined}>
              {row.getAllCells().map((cell, index) => {
                if (cell.column.id === '_select') {
                  return (
                    <td key={cell.id} className={fit()}>
                      <input type="checkbox" className="admin-checkbox" aria-label={t('engine.selectRow', { title: resource.title(row.original) })} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
                    </td>
                  )
                }
                const column = byId.get(cell.column.id)!
                const content = column.spec.cell ? column.spec.cell(row.original, context) : valueText(cell.getValue(), context) || '–'
                const first = index === (onSelection ? 1 : 0)
                const Cell = first ? 'th' : 'td'
                return (
                  <Cell key={cell.id} scope={first ? 'row' : undefined} className={`${column.align === 'end' ? 'text-right tabular-nums' : ''} ${column.id.endsWith('_at') ? 'whitespace-nowrap' : ''} ${fit(column)}`}>
                    {first ? (
                      <Link href={`~/admin/${locale}${resource.list.link ? resource.list.link(row.original) : `${resource.route}/${encodeURIComponent(row.original.id)}`}`} className="admin-row-link">
                        {content}
                      </Link>
                    ) : (
                      content
                    )}
                  </Cell>
                )
              })}
              {rowActions?.length ? (
                <td>
                  <RowActions resource={resource} row={row.original} actions={rowActions} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
