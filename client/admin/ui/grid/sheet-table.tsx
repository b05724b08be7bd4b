import { type ClipboardEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react'
import { type MessageKey, useT } from '../../i18n'
import { AmountCell } from '../fields/amount-cell'
import { type Grid, negativeCells, parsePastedBlock, unreadableCells } from './cells'

export type SheetRow = {
  /** The row's key in the grid (a variant's id). */
  id: string
  title: string
  sku?: string | null
  /** A heading row above the first row of its group (the product of a price list's variants). */
  group?: string
}

type SheetColumn = {
  key: string
  label: string
  /** Marked with an asterisk in its heading: each row needs a number there. */
  required?: boolean
}

/** What a sheet says below the table about cells that keep it from being saved. */
type SheetProblems = {
  unreadable: MessageKey
  negative: MessageKey
  /** Cells the sheet's own rules refuse (an empty required price, stock below what is reserved), with their words. */
  more?: { count: number; text: MessageKey }[]
}

type SheetTableProps<Column extends SheetColumn> = {
  rows: SheetRow[]
  columns: Column[]
  /** The numbers as saved (a cell differing from them is marked). */
  stored: Grid
  grid: Grid
  onChange: (update: (grid: Grid) => Grid) => void
  caption: string
  /** How many decimals a cell takes: 2 for money, 0 for pieces. */
  decimals: number
  /** The accessible name of a cell ("Preis 54, EUR"). */
  cellLabel: (row: SheetRow, column: Column) => string
  problems: SheetProblems
  /** The cell's placeholder while empty. */
  placeholder?: (column: Column) => string
  /** What a cell shows under its input (the regular price beside a price list's). */
  note?: (row: SheetRow, column: Column) => ReactNode
  /** Ids of the element that says how many rows changed. */
  describedBy?: string
}

/**
 * Numbers as a spreadsheet, one row per variant and one column per currency, region or stock location: arrow keys
 * and Enter move between cells, a block pasted from a spreadsheet fills the cells from the focused one. Cells are
 * read by the back office's one amount rule; a cell that is no number or negative is marked and named below the
 * table (`sheetSavable`). The price grids and the stock grid are this table with their own columns and saving.
 */
export function SheetTable<Column extends SheetColumn>(props: SheetTableProps<Column>) {
  const { rows, columns, stored, grid, onChange, caption, decimals, cellLabel, problems, placeholder, note, describedBy } = props
  const t = useT()
  const table = useRef<HTMLTableElement>(null)
  // what was pasted into a cell that is no number, shown there until corrected
  const [pasted, setPasted] = useState<Record<string, string>>({})
  const set = (rowId: string, key: string, value: number | null) => onChange((current) => ({ ...current, [rowId]: { ...current[rowId], [key]: value } }))
  const focusCell = (row: number, column: number) => table.current?.querySelector<HTMLInputElement>(`input[data-row="${row}"][data-col="${column}"]`)?.focus()
  const onKey = (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], Enter: [event.shiftKey ? -1 : 1, 0] }
    const input = event.currentTarget
    if (event.key === 'ArrowLeft' && input.selectionStart === 0) moves.ArrowLeft = [0, -1]
    if (event.key === 'ArrowRight' && input.selectionEnd === input.value.length) moves.ArrowRight = [0, 1]
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    focusCell(row + move[0], column + move[1])
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>, row: number, column: number) => {
    const block = parsePastedBlock(event.clipboardData.getData('text/plain'), decimals)
    if (block.length <= 1 && (block[0]?.length ?? 0) <= 1) return
    event.preventDefault()
    const texts: Record<string, string> = {}
    block.forEach((cells, r) => {
      cells.forEach((cell, c) => {
        const target = rows[row + r]
        const column_ = columns[column + c]
        if (target && column_) texts[`${target.id}|${column_.key}`] = cell.text
      })
    })
    setPasted((current) => ({ ...current, ...texts }))
    onChange((current) => {
      const next = structuredClone(current)
      block.forEach((cells, r) => {
        cells.forEach((cell, c) => {
          const target = rows[row + r]
          const column_ = columns[column + c]
          if (target && column_) next[target.id] = { ...next[target.id], [column_.key]: cell.amount }
        })
      })
      return next
    })
  }
  return (
    <div className="overflow-auto">
      <table ref={table} className="admin-table admin-grid" aria-describedby={describedBy}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fields.variant')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="text-right">
                {column.label}
                {column.required && (
                  <span aria-hidden="true" className="text-red-700">
                    {' '}
                    *
                  </span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((row, index) => {
            const heading = row.group !== undefined && row.group !== rows[index - 1]?.group
            return [
              heading && (
                <tr key={`group-${row.id}`}>
                  <th scope="colgroup" colSpan={columns.length + 1} className="bg-stone-50 text-left font-semibold">
                    {row.group}
                  </th>
                </tr>
              ),
              <tr key={row.id} data-variant={row.sku ?? row.id}>
                <th scope="row" className="whitespace-nowrap">
                  {row.title}
                  {row.sku && <span className="block text-xs font-normal text-stone-600">{row.sku}</span>}
                </th>
                {columns.map((column, col) => {
                  const value = grid[row.id]?.[column.key]
                  const dirty = (stored[row.id]?.[column.key] ?? null) !== (value ?? null)
                  const wrong = Number.isNaN(value) || (typeof value === 'number' && value < 0)
                  return (
                    <td key={column.key} className={wrong ? 'bg-red-50' : dirty ? 'bg-primary-50' : undefined}>
                      <AmountCell
                        data-row={index}
                        data-col={col}
                        aria-label={cellLabel(row, column)}
                        value={value}
                        decimals={decimals}
                        unreadable={pasted[`${row.id}|${column.key}`]}
                        placeholder={placeholder?.(column)}
                        onChange={(amount) => set(row.id, column.key, amount)}
                        onKeyDown={(event) => onKey(event, index, col)}
                        onPaste={(event) => onPaste(event, index, col)}
                        className="admin-grid-input"
                      />
                      {note?.(row, column)}
                    </td>
                  )
                })}
              </tr>,
            ]
          })}
        </tbody>
      </table>
      <Problems grid={grid} problems={problems} />
    </div>
  )
}

/** Whether a grid's cells can be saved: each empty or a number that is not negative. */
export const sheetSavable = (grid: Grid) => negativeCells(grid) === 0 && unreadableCells(grid) === 0

/** What keeps a grid from being saved, said where staff look (below the table). */
function Problems({ grid, problems }: { grid: Grid; problems: SheetProblems }) {
  const t = useT()
  const unreadable = unreadableCells(grid)
  const negative = negativeCells(grid)
  const more = (problems.more ?? []).filter((problem) => problem.count > 0)
  if (!unreadable && !negative && !more.length) return null
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {more.map((problem) => (
        <span key={problem.text} className="block">
          {t(problem.text, { count: problem.count })}
        </span>
      ))}
      {unreadable > 0 && <span className="block">{t(problems.unreadable, { count: unreadable })}</span>}
      {negative > 0 && <span className="block">{t(problems.negative, { count: negative })}</span>}
    </p>
  )
}

type SheetFrameProps = {
  hint: string
  /** The id SheetTable's `describedBy` names: the line that says what changed. */
  statusId: string
  status: ReactNode
  saveLabel: string
  canSave: boolean
  saving: boolean
  onCancel: () => void
  onSave: () => void
  children: ReactNode
}

/** A grid's frame: the hint above the table, below it what changed, "Cancel" and the save button. */
export function SheetFrame({ hint, statusId, status, saveLabel, canSave, saving, onCancel, onSave, children }: SheetFrameProps) {
  const t = useT()
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">{hint}</p>
      {children}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p id={statusId} className="mr-auto text-sm text-stone-600" aria-live="polite">
          {status}
        </p>
        <button type="button" className="admin-btn-secondary" onClick={onCancel} disabled={saving}>
          {t('generic.cancel')}
        </button>
        <button type="button" className="admin-btn-primary" disabled={!canSave || saving} aria-busy={saving} onClick={onSave}>
          {saveLabel}
        </button>
      </div>
    </div>
  )
}
