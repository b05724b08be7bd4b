import {
  type ColumnDef,
  columnVisibilityFeature,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { Link } from 'wouter'
import { useLocale, useT } from '../../i18n'
import { columnValue, orderOf, sortingOf, type TableColumn, valueText } from '../columns'
import type { ActionSpec, Entity, ResourceSpec } from '../resource'
import { RowActions } from './row-actions'

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, columnVisibilityFeature })

/**
 * On a phone a list is one column of rows that fit 390 px: each row's first cell, and under it, on a line of their
 * own, the values of the columns that matter (those its description marks `primary`: a customer, a total, a payment
 * state), each kept whole. The other cells fold away; from 640 px every chosen column shows in its own cell.
 */
const phoneHidden = (position: number) => (position === 0 ? '' : 'max-sm:hidden')

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
  /** Edit a row in place (a child's form in a drawer) from its menu. */
  onEdit?: (row: T) => void
  busy?: boolean
}

/**
 * A page of a resource as a table (TanStack Table): sorting, paging and filtering happen on the server, the
 * table keeps sort state, visible columns and the selection of rows for bulk actions. The first column
 * links to the detail page.
 */
export function DataTable<T extends Entity>({
  resource,
  rows,
  columns,
  caption,
  order,
  onOrder,
  selection,
  onSelection,
  rowActions,
  onEdit,
  busy,
}: DataTableProps<T>) {
  const t = useT()
  const locale = useLocale()
  const context = useMemo(() => ({ t, locale }), [t, locale])
  const definitions = useMemo<ColumnDef<typeof features, T>[]>(
    () => [
      ...(onSelection ? [{ id: '_select', header: () => null, cell: () => null, enableSorting: false } satisfies ColumnDef<typeof features, T>] : []),
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
  const offset = onSelection ? 1 : 0
  const contentOf = (column: TableColumn<T>, row: T) =>
    column.spec.cell ? column.spec.cell(row, context) : valueText(columnValue(column.spec, row), context) || '–'
  // the phone's line under each row's first cell: the other visible columns that matter
  const phoneColumns = columns.slice(1).filter((column) => column.spec.primary)

  return (
    // every admin table keeps its visually hidden texts inside this scroll box (position: relative, uno-admin.ts)
    <div className="overflow-x-auto">
      <table className="admin-table" aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                if (header.column.id === '_select') {
                  return (
                    <th key={header.id} scope="col" className="w-10">
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
                  <th
                    key={header.id}
                    scope="col"
                    className={`${column.align === 'end' ? 'text-right' : ''} ${phoneHidden(header.index - offset)}`}
                    aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="admin-sort-btn"
                        onClick={header.column.getToggleSortingHandler()}
                        title={t('engine.sortBy', { column: column.header })}
                      >
                        {column.header}
                        <span
                          aria-hidden="true"
                          className={sorted === 'desc' ? 'i-ph-caret-down' : sorted === 'asc' ? 'i-ph-caret-up' : 'i-ph-caret-up-down text-stone-400'}
                        />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                )
              })}
              {rowActions?.length || onEdit ? (
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
                    <td key={cell.id}>
                      <input
                        type="checkbox"
                        className="admin-checkbox"
                        aria-label={t('engine.selectRow', { title: resource.title(row.original, locale) })}
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                      />
                    </td>
                  )
                }
                const column = byId.get(cell.column.id)!
                const content = contentOf(column, row.original)
                const first = index === offset
                const Cell = first ? 'th' : 'td'
                const link = resource.list.link
                return (
                  <Cell
                    key={cell.id}
                    scope={first ? 'row' : undefined}
                    className={`${column.align === 'end' ? 'text-right tabular-nums' : ''} ${column.id.endsWith('_at') ? 'sm:whitespace-nowrap' : ''} ${phoneHidden(index - offset)}`}
                  >
                    {first && link !== false ? (
                      <Link
                        href={`~/admin/${locale}${link ? link(row.original) : `${resource.route}/${encodeURIComponent(row.original.id)}`}`}
                        className="admin-row-link"
                      >
                        {content}
                      </Link>
                    ) : (
                      content
                    )}
                    {first && phoneColumns.length > 0 && (
                      <span className="admin-phone-summary sm:hidden">
                        {phoneColumns.map((other) => (
                          <span key={other.id} className="admin-phone-value">
                            <span className="sr-only">{other.header}: </span>
                            {contentOf(other, row.original)}
                          </span>
                        ))}
                      </span>
                    )}
                  </Cell>
                )
              })}
              {rowActions?.length || onEdit ? (
                <td>
                  <RowActions resource={resource} row={row.original} actions={rowActions ?? []} onEdit={onEdit} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
